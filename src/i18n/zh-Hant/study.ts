import { registerTexts } from '../registry'
/** Strings of the study hub (zh-Hant source). */
const study = {
  title: '學習',
  tools: '練習工具',
  timer: '冥想計時',
  timerDesc: '自訂時長與間隔鐘聲',
  scene: '場景音樂',
  sceneDesc: '目前：{{name}}',
  calendar: '13月亮曆',
  calendarDesc: '查詢今日的星系印記',
  plans: '推薦學習計畫',
  recent: '最近收聽',
  recentEmpty: '還沒有收聽紀錄，從一段冥想開始吧',
  loginForRecent: '登入後查看你的收聽紀錄',
  login: '登入',
  playedSeconds: '收聽 {{count}} 秒'
}
export default registerTexts('study', study)
