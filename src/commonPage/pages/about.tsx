import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import { t } from '../../i18n'
import { APP_VERSION, APP_VERSION_CODE } from '../../utils/constants'
import { ListGroup, ListRow } from '../../components/ListRow'
import { navigate } from '../../navigation/navigate'
import { Routes } from '../../navigation/routes'
import './about.scss'
import '../../i18n/zh-Hant/mine'
import '../../i18n/zh-Hant/portal'
import '../../i18n/zh-Hant/shop'
import { policyUrl } from '../../components/PolicyLinks'
import { SITE_DOCUMENT_KEYS } from '../../protocol/shop'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { hasDownloads } from '../lib/downloads'
import '../../services/api/appLinks'

/** About: the product and its version (spec §9: 1.0.0, version code 100). */
function About() {
  const { deps } = useStores()
  // the official account and the download page are linked only once the operators configured them
  const links = useRemote(() => deps.api.appLinks.get(), []).data
  return (
    <AppPage className='about-page'>
      <NavBar title={t('mine.about')} />
      <View className='about'>
        <View className='about__logo' aria-hidden>
          <Text className='about__logo-text'>靜</Text>
        </View>
        <Text className='about__name' role='heading' aria-level={1}>
          {t('mine.aboutTitle')}
        </Text>
        <Text className='about__version'>{t('mine.version', { version: `${APP_VERSION} (${APP_VERSION_CODE})` })}</Text>
        <Text className='about__intro'>{t('mine.aboutIntro')}</Text>
      </View>
      <ListGroup className='about__links'>
        {links?.official_account && (
          <ListRow title={t('portal.focus.title')} role='link' onClick={() => navigate(Routes.focusMp)} />
        )}
        {links && hasDownloads(links) && (
          <ListRow title={t('portal.download.title')} role='link' onClick={() => navigate(Routes.appDownload)} />
        )}
        {SITE_DOCUMENT_KEYS.map((key) => (
          <ListRow key={key} title={t(`shop.policy.${key}`)} role='link' onClick={() => navigate(policyUrl(key))} />
        ))}
        <ListRow title={t('shop.contact.title')} role='link' onClick={() => navigate(Routes.contact)} />
      </ListGroup>
    </AppPage>
  )
}

export default observer(About)
