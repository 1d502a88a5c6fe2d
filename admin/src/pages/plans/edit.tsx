import { PlanEdit } from './form'
export default PlanEdit
