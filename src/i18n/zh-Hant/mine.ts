/** Strings of the personal centre (zh-Hant source). */
const mine = {
  title: '我的',
  loginPrompt: '登入 / 註冊',
  loginHint: '登入後同步你的練習紀錄',
  member: '冥想會員',
  memberUntil: '有效期至 {{date}}',
  notMember: '開通會員，解鎖全部內容',
  favorites: '我的收藏',
  histories: '收聽紀錄',
  settings: '設定',
  helpCenter: '幫助中心',
  about: '關於我們',
  language: '語言',
  logout: '登出',
  version: '版本 {{version}}',
  aboutIntro: '靜心是一款冥想與線上學習應用程式，陪你在忙碌的日子裡找回平靜：引導冥想、學習計畫、課程與直播，以及屬於你的練習紀錄。',
  aboutTitle: '關於靜心'
}
export default mine
