import { useRouter } from '@tarojs/taro'
import Landing from '../components/Landing'

/**
 * Any published campaign landing by its id (`?id=<campaign>`, a note of it with `&note=<id>`): the landings an
 * operator makes in the console have no page file of their own, so their deep link and share path is this one.
 */
export default function CampaignLanding() {
  const { id = '', note } = useRouter().params
  return <Landing campaign={id} byId note={!!note} />
}
