import { ShortVideoCreate } from './form'
export default ShortVideoCreate
