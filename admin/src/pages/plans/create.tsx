import { PlanCreate } from './form'
export default PlanCreate
