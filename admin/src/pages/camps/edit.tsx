import { CampEdit } from './form'
export default CampEdit
