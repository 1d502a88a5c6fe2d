import { LandingCreate } from './form'
export default LandingCreate
