import type zh from '../zh-Hant/audio'
import type { Shape } from '../types'

const audio: Shape<typeof zh> = {
  lastOne: 'This is already the last track',
  lastOneExpired: 'Your membership has expired. This is already the last track',
  firstOne: 'This is already the first track',
  vipRequired: 'Become a member to listen to this track',
  playError: 'Playback failed. Check your connection and try again',
  sceneAlbum: 'Background music'
}
export default audio
