import { LiveEdit } from './form'
export default LiveEdit
