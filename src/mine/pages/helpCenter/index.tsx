import { observer } from 'mobx-react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import HelpCenter from '../../../components/HelpCenter'
import { useNavTitle } from '../../../components/AuthForm/useNavTitle'
import { t } from '../../../i18n'
import './help.scss'
import '../../../i18n/zh-Hant/mine'

export { groupFaqs } from '../../../components/HelpCenter'

/** The help centre: FAQ categories from the server with their first questions. */
function HelpCenterPage() {
  useNavTitle(t('mine.helpCenter'))
  return (
    <AppPage className='help-center-page'>
      <NavBar title={t('common.titles.helpCenter')} />
      <HelpCenter />
    </AppPage>
  )
}

export default observer(HelpCenterPage)
