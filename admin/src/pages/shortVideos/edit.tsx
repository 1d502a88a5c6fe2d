import { ShortVideoEdit } from './form'
export default ShortVideoEdit
