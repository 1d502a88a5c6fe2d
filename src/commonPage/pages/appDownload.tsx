import { View, Text, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useMemo } from 'react'
import AppPage from '../../components/AppPage'
import { useNavTitle } from '../../components/AuthForm/useNavTitle'
import { t } from '../../i18n'
import { openExternal } from '../../navigation/navigate'
import QrCode from '../components/QrCode'
import { DOWNLOAD_PAGE, STORE_LINKS, downloadPlatform, storeLinkFor } from '../lib/downloads'
import './portal.scss'
import '../../i18n/zh-Hant/portal'

function userAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent
}

/**
 * Download the app: the platform is detected (iOS, Android, WeChat, desktop; the mini-program needs nothing),
 * the phone gets its store's link, WeChat (which blocks store links) and desktops get the download page's QR code
 * with how to proceed; the other store stays available.
 */
function AppDownload() {
  useNavTitle(t('portal.download.title'))
  const platform = useMemo(() => downloadPlatform(userAgent(), process.env.TARO_ENV === 'weapp' ? 'weapp' : 'h5'), [])
  const store = storeLinkFor(platform)
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
        {platform === 'mini-program' ? (
          <Text className='portal__text'>{t('portal.download.inMiniProgram')}</Text>
        ) : store ? (
          <Button className='portal__button portal__button--primary' onClick={() => openExternal(store)}>
            {platform === 'ios' ? t('portal.download.appStore') : t('portal.download.googlePlay')}
          </Button>
        ) : (
          <View className='portal__fallback'>
            <Text className='portal__text'>
              {platform === 'wechat' ? t('portal.download.wechatHint') : t('portal.download.desktopHint')}
            </Text>
            <View className='portal__qr-wrap'>
              <QrCode className='portal__qr' text={DOWNLOAD_PAGE} label={t('portal.download.qrLabel')} />
            </View>
          </View>
        )}
        {platform !== 'mini-program' && platform !== 'wechat' && (
          <View className='portal__section'>
            <Text className='portal__subtitle' role='heading' aria-level={2}>
              {t('portal.download.otherStores')}
            </Text>
            {platform !== 'ios' && (
              <Button className='portal__button' onClick={() => openExternal(STORE_LINKS.ios)}>
                {t('portal.download.appStore')}
              </Button>
            )}
            {platform !== 'android' && (
              <Button className='portal__button' onClick={() => openExternal(STORE_LINKS.android)}>
                {t('portal.download.googlePlay')}
              </Button>
            )}
          </View>
        )}
      </View>
    </AppPage>
  )
}

export default observer(AppDownload)
