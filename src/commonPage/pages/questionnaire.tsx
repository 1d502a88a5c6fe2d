import { observer } from 'mobx-react'
import ResearchForm from '../components/ResearchForm'
import { t } from '../../i18n'
import '../../i18n/zh-Hant/report'

/** The questionnaire form (spec §2 commonPage questionnaire), defined by the server. */
function Page() {
  return <ResearchForm code='questionnaire' title={t('report.research.questionnaire')} />
}

export default observer(Page)
