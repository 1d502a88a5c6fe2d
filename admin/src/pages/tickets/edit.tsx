import { TicketEdit } from './form'
export default TicketEdit
