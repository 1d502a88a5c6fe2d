import { CollectionCreate } from './form'
export default CollectionCreate
