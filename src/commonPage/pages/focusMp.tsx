import { View, Text, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import { useStores } from '../../stores'
import { t } from '../../i18n'
import StateView from '../../components/StateView'
import QrCode from '../components/QrCode'
import { useRemote } from '../../utils/useRemote'
import './portal.scss'
import '../../i18n/zh-Hant/portal'
import '../../services/api/appLinks'
import { copyText } from '../../utils/clipboard'

const BENEFITS = [
  'portal.focus.benefit1',
  'portal.focus.benefit2',
  'portal.focus.benefit3',
  'portal.focus.benefit4'
] as const

/**
 * Following the official account: its QR code (long-press to recognise in WeChat), its ID and what it sends, as
 * the operators configured them (console Settings → App links); with none configured the page says so.
 */
function FocusMp() {
  const { deps } = useStores()
  const links = useRemote(() => deps.api.appLinks.get(), [])
  const account = links.data?.official_account ?? null
  const copy = (id: string) =>
    copyText(id)
      .then(() => deps.toast(t('portal.focus.copied')))
      .catch(() => {})
  return (
    <AppPage className='portal-page'>
      <NavBar title={t('portal.focus.title')} />
      <StateView remote={links}>
        <View className='portal'>
          <Text className='portal__title' role='heading' aria-level={1}>
            {t('portal.focus.heading')}
          </Text>
          {account ? (
            <>
              {account.url && (
                <View className='portal__qr-wrap'>
                  <QrCode className='portal__qr' text={account.url} label={t('portal.focus.qrLabel')} />
                </View>
              )}
              {account.url && <Text className='portal__text'>{t('portal.focus.scan')}</Text>}
              {account.id && (
                <Text className='portal__text portal__id'>{t('portal.focus.account', { id: account.id })}</Text>
              )}
              {account.id && (
                <Button className='portal__button' onClick={() => void copy(account.id as string)}>
                  {t('portal.focus.copyId')}
                </Button>
              )}
              <View className='portal__section'>
                <Text className='portal__subtitle' role='heading' aria-level={2}>
                  {t('portal.focus.benefitsTitle')}
                </Text>
                <View role='list'>
                  {BENEFITS.map((k) => (
                    <Text key={k} className='portal__point' role='listitem'>
                      {t(k)}
                    </Text>
                  ))}
                </View>
              </View>
            </>
          ) : (
            <Text className='portal__text portal__unset' role='status'>
              {t('portal.focus.notConfigured')}
            </Text>
          )}
        </View>
      </StateView>
    </AppPage>
  )
}

export default observer(FocusMp)
