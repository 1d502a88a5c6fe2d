import { QuoteCreate } from './form'
export default QuoteCreate
