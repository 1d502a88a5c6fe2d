import { CourseCreate } from './form'
export default CourseCreate
