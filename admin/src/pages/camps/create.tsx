import { CampCreate } from './form'
export default CampCreate
