import { FaqEdit } from './form'
export default FaqEdit
