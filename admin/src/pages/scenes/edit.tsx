import { SceneEdit } from './form'
export default SceneEdit
