import { registerTexts } from '../registry'

/**
 * The texts of the meditation and course tabs' first screens and of the cards and mini player they show: a small
 * namespace of their own, so a tab's first load does not carry the whole meditation, course and cards namespaces.
 */
export default registerTexts('tabs', {
  meditation: {
    greetingMorning: '早安，給自己一段安靜的時間',
    greetingAfternoon: '午安，深呼吸，放慢一點',
    greetingEvening: '晚安，讓身心慢慢放鬆',
    achievementEntry: '我的冥想成就',
    continueAt: '上次聽到 {{time}}',
    continueListening: '繼續收聽',
    dayRecommend: '每日推薦',
    listenNow: '立即收聽',
    planDays: '{{count}} 天',
    plays: '{{count}} 次收聽',
    studyPlans: '學習計畫',
    tracks: '{{count}} 節',
    vipOnly: '會員專享',
    play: '播放',
    pause: '暫停'
  },
  course: {
    title: '課程',
    free: '免費',
    liveNow: '直播中',
    liveReplay: '回放',
    liveUpcoming: '即將直播',
    studyPeople: '{{count}} 人學習',
    kindAlbum: '冥想專輯',
    kindMembership: '會員方案',
    cardOnly: '年卡專享',
    cardOnlyAdvanced: '進階年卡專享',
    kindPlan: '學習計畫',
    kindPractice: '冥想練習'
  },
  entries: {
    annual: '課程年卡',
    discover: '發現',
    label: '課程服務',
    redeem: '兌換課程',
    vip: '年卡會員中心'
  },
  searchOpen: '搜尋'
})
