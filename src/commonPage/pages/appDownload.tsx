import { View, Text, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useMemo } from 'react'
import AppPage from '../../components/AppPage'
import { useNavTitle } from '../../components/AuthForm/useNavTitle'
import { t } from '../../i18n'
import { openExternal } from '../../navigation/navigate'
import StateView from '../../components/StateView'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import type { AppLinksDTO } from '../../protocol/appLinks'
import QrCode from '../components/QrCode'
import { downloadPlatform, hasDownloads, storeLinkFor, type DownloadPlatform } from '../lib/downloads'
import './portal.scss'
import '../../i18n/zh-Hant/portal'
import '../../services/api/appLinks'

function userAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent
}

/** The platform's store, or the download page's QR code with how to proceed; the other store stays available. */
function Downloads({ platform, links }: { platform: DownloadPlatform; links: AppLinksDTO }) {
  const { stores, download_page: page } = links
  const store = storeLinkFor(platform, stores)
  if (platform === 'mini-program') return <Text className='portal__text'>{t('portal.download.inMiniProgram')}</Text>
  if (!hasDownloads(links))
    return (
      <Text className='portal__text portal__unset' role='status'>
        {t('portal.download.notConfigured')}
      </Text>
    )
  const others = platform !== 'wechat' && (
    <View className='portal__section'>
      <Text className='portal__subtitle' role='heading' aria-level={2}>
        {t('portal.download.otherStores')}
      </Text>
      {platform !== 'ios' && stores.ios && (
        <Button className='portal__button' onClick={() => openExternal(stores.ios as string)}>
          {t('portal.download.appStore')}
        </Button>
      )}
      {platform !== 'android' && stores.android && (
        <Button className='portal__button' onClick={() => openExternal(stores.android as string)}>
          {t('portal.download.googlePlay')}
        </Button>
      )}
    </View>
  )
  const hint =
    platform === 'wechat'
      ? t('portal.download.wechatHint')
      : platform === 'desktop' && page
        ? t('portal.download.desktopHint')
        : t('portal.download.notInYourStore')
  const hasOthers = (platform !== 'ios' && !!stores.ios) || (platform !== 'android' && !!stores.android)
  return (
    <>
      {store ? (
        <Button className='portal__button portal__button--primary' onClick={() => openExternal(store)}>
          {platform === 'ios' ? t('portal.download.appStore') : t('portal.download.googlePlay')}
        </Button>
      ) : page ? (
        <View className='portal__fallback'>
          <Text className='portal__text'>{hint}</Text>
          <View className='portal__qr-wrap'>
            <QrCode className='portal__qr' text={page} label={t('portal.download.qrLabel')} />
          </View>
        </View>
      ) : (
        <Text className='portal__text'>{hint}</Text>
      )}
      {hasOthers && others}
    </>
  )
}

/**
 * Download the app: the platform is detected (iOS, Android, WeChat, desktop; the mini-program needs nothing), the
 * phone gets its store's link, WeChat (which blocks store links) and desktops get the download page's QR code with
 * how to proceed; the other store stays available. The addresses are the operators' (console Settings → App
 * links); with none configured the page says so.
 */
function AppDownload() {
  useNavTitle(t('portal.download.title'))
  const { deps } = useStores()
  const links = useRemote(() => deps.api.appLinks.get(), [])
  const platform = useMemo(() => downloadPlatform(userAgent(), process.env.TARO_ENV === 'weapp' ? 'weapp' : 'h5'), [])
  const platformName =
    platform === 'mini-program' ? t('portal.download.platform.wechat') : t(`portal.download.platform.${platform}`)

  return (
    <AppPage className='portal-page'>
      <View className='portal' data-platform={platform}>
        <Text className='portal__title' role='heading' aria-level={1}>
          {t('portal.download.heading')}
        </Text>
        <Text className='portal__text'>{t('portal.download.intro')}</Text>
        <Text className='portal__text portal__detected'>
          {t('portal.download.detected', { platform: platformName })}
        </Text>
        <StateView remote={links}>{links.data && <Downloads platform={platform} links={links.data} />}</StateView>
      </View>
    </AppPage>
  )
}

export default observer(AppDownload)
