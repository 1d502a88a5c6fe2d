import { QuestionnaireEdit } from './form'
export default QuestionnaireEdit
