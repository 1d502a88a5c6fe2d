/** What the audio player says without a page of its own (toasts, the lock screen's album line): in the core, so the player's store does not bring the meditation texts into every first load. */
const audio = {
  lastOne: '已經是最後一首了',
  lastOneExpired: '會員已過期，已經是最後一首了',
  firstOne: '已經是第一首了',
  vipRequired: '開通會員即可收聽這一節',
  playError: '播放失敗，請檢查網路後重試',
  sceneAlbum: '背景音樂'
}
export default audio
