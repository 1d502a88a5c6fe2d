import { observer } from 'mobx-react'
import ResearchForm from '../components/ResearchForm'
import { t } from '../../i18n'
import '../../i18n/zh-Hant/report'

/** The survey form (spec §2 commonPage survey), defined by the server. */
function Page() {
  return <ResearchForm code='survey' title={t('report.research.survey')} defaultBar />
}

export default observer(Page)
