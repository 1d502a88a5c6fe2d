import { DayPickCreate } from './form'
export default DayPickCreate
