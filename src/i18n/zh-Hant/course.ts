/** Strings of the course screens (zh-Hant source). */
const course = {
  title: '課程',
  free: '免費',
  price: 'NT$ {{price}}',
  studyPeople: '{{count}} 人學習',
  liveUpcoming: '即將直播',
  liveNow: '直播中',
  liveReplay: '回放',
  annualCard: '年卡',
  advancedCard: '進階年卡'
}
export default course
