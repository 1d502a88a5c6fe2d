import { registerTexts } from '../registry'
/**
 * Issue 33 (the rest of spec §7): this user's course price, the meditation home's "new today" strip and the
 * check-in poster.
 */
const specRest = {
  price: {
    withCoupon: '用「{{coupon}}」折抵 {{discount}}，你只需付 {{pay}}',
    upgrade: '年卡升級，已扣除 {{credit}}'
  },
  daily: {
    title: '今日更新',
    track: '{{title}} · {{goods}}',
    listLabel: '今日更新的內容'
  },
  poster: {
    title: '打卡海報',
    save: '儲存打卡海報',
    saved: '已儲存打卡海報',
    heading: '今日打卡',
    minutes: '{{count}} 分鐘',
    seconds: '{{count}} 秒',
    sessions: '{{count}} 次練習',
    streak: '連續 {{count}} 天',
    none: '今天還沒有練習，完成一次後再來打卡吧',
    alt: '{{date}} 打卡海報：練習 {{time}}',
    footer: '靜心 · 每天給自己一點安靜',
    top: '最常聽：{{title}} · {{goods}}',
    loginPrompt: '登入後即可生成你的打卡海報',
    hint: '儲存後可分享給朋友'
  },
  golden: {
    label: '今日金句',
    open: '製作金句海報',
    title: '金句海報',
    heading: '今日金句',
    alt: '{{date}} 金句海報：{{text}}',
    footer: '靜心 · 每天給自己一句好話',
    hint: '儲存後可分享給朋友',
    none: '今天還沒有金句，晚點再來看看'
  },
  equity: {
    required: '你要看的內容限年卡會員觀看，開通年卡即可觀看'
  }
}
export default registerTexts('specRest', specRest)
