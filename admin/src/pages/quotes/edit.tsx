import { QuoteEdit } from './form'
export default QuoteEdit
