import { TicketCreate } from './form'
export default TicketCreate
