/** The invitation poster, membership invitations and course / membership gifts. */
const gifts = {
  poster: {
    title: '邀請海報',
    entry: '生成邀請海報',
    slogan: '每天十分鐘，找回內在的平靜',
    invites: '邀請你一起靜心',
    product: '靜心會員',
    productDesc: '完整冥想音頻、學習計畫與場景音樂，會員專屬課程隨時收聽。',
    reward: '透過我的連結加入，我們都有好禮',
    scan: '掃描二維碼加入靜心',
    canvasLabel: '{{name}} 的邀請海報，含個人邀請連結二維碼',
    save: '儲存到相簿',
    download: '下載海報',
    saved: '已儲存到相簿',
    saveFailed: '儲存失敗，請稍後再試',
    deniedTitle: '需要相簿權限',
    deniedText: '儲存海報需要「儲存到相簿」權限，請在設定中開啟後再試。',
    openSettings: '前往設定',
    hint: '長按或下載海報，分享給好友',
    loginPrompt: '登入後即可生成你的邀請海報',
    drawing: '正在生成海報…'
  }
}
export default gifts
