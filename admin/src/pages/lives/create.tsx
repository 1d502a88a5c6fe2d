import { LiveCreate } from './form'
export default LiveCreate
