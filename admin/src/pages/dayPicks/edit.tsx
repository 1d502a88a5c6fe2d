import { DayPickEdit } from './form'
export default DayPickEdit
