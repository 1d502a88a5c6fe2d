/** Strings of the meditation screens (zh-Hant source). */
const meditation = {
  title: '冥想',
  greetingMorning: '早安，給自己一段安靜的時間',
  greetingAfternoon: '午安，深呼吸，放慢一點',
  greetingEvening: '晚安，讓身心慢慢放鬆',
  dayRecommend: '每日推薦',
  listenNow: '立即收聽',
  studyPlans: '學習計畫',
  planDays: '{{count}} 天',
  tracks: '{{count}} 節',
  plays: '{{count}} 次收聽',
  vipOnly: '會員專享',
  banners: '精選活動'
}
export default meditation
