import { View, Text, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import { useStores } from '../../stores'
import { t } from '../../i18n'
import QrCode from '../components/QrCode'
import { OFFICIAL_ACCOUNT } from '../lib/downloads'
import './portal.scss'
import '../../i18n/zh-Hant/portal'
import { copyText } from '../../utils/clipboard'

const BENEFITS = [
  'portal.focus.benefit1',
  'portal.focus.benefit2',
  'portal.focus.benefit3',
  'portal.focus.benefit4'
] as const

/** Following the official account: its QR code (long-press to recognise in WeChat), its ID and what it sends. */
function FocusMp() {
  const { deps } = useStores()
  const copy = () =>
    copyText(OFFICIAL_ACCOUNT.id)
      .then(() => deps.toast(t('portal.focus.copied')))
      .catch(() => {})
  return (
    <AppPage className='portal-page'>
      <NavBar title={t('portal.focus.title')} />
      <View className='portal'>
        <Text className='portal__title' role='heading' aria-level={1}>
          {t('portal.focus.heading')}
        </Text>
        <View className='portal__qr-wrap'>
          <QrCode className='portal__qr' text={OFFICIAL_ACCOUNT.url} label={t('portal.focus.qrLabel')} />
        </View>
        <Text className='portal__text'>{t('portal.focus.scan')}</Text>
        <Text className='portal__text portal__id'>{t('portal.focus.account', { id: OFFICIAL_ACCOUNT.id })}</Text>
        <Button className='portal__button' onClick={() => void copy()}>
          {t('portal.focus.copyId')}
        </Button>
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
      </View>
    </AppPage>
  )
}

export default observer(FocusMp)
