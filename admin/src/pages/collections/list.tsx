/** Curated collections (issue 31): drafts and published, publish from the list, open a published one in the app. */
import { DraftTitleList } from '../../components/DraftTitleList'
import { collectionAppUrl } from './form'

export default function CollectionList() {
  return <DraftTitleList resource='collections' countField='itemCount' appUrl={(r) => collectionAppUrl(r.id)} />
}
