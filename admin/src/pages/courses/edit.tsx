import { CourseEdit } from './form'
export default CourseEdit
