import { FaqCreate } from './form'
export default FaqCreate
