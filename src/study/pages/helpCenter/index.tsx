import { observer } from 'mobx-react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import HelpCenter from '../../../components/HelpCenter'
import { t } from '../../../i18n'
import '../../../i18n/zh-Hant/hub'

/** The study hub's help centre (spec §2 study/pages/helpCenter/index): the personal centre's help, shared. */
function StudyHelpCenter() {
  return (
    <AppPage className='help-center-page'>
      <NavBar title={t('hub.helpTitle')} />
      <HelpCenter />
    </AppPage>
  )
}

export default observer(StudyHelpCenter)
