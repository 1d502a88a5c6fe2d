/** Study plans (issue 31): drafts and published, publish from the list, open a published one in the app. */
import { DraftTitleList } from '../../components/DraftTitleList'
import { planAppUrl } from './form'

export default function PlanList() {
  return <DraftTitleList resource='plans' countField='dayCount' appUrl={(r) => planAppUrl(r.sku)} />
}
