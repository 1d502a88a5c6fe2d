import { SceneCreate } from './form'
export default SceneCreate
