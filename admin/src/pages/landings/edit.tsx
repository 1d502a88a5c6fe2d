import { LandingEdit } from './form'
export default LandingEdit
