import { QuestionnaireCreate } from './form'
export default QuestionnaireCreate
