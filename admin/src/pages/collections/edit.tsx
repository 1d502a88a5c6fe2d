import { CollectionEdit } from './form'
export default CollectionEdit
