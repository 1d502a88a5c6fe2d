/** Shared words. zh-Hant is the source locale: traditional characters only. */
const common = {
  appName: '靜心',
  loading: '載入中…',
  loadingPage: '正在加載...',
  empty: '這裡還沒有內容',
  retry: '重試',
  error: '出了點問題',
  networkError: '網路連線失敗，請稍後再試',
  confirm: '確定',
  cancel: '取消',
  save: '儲存',
  delete: '刪除',
  edit: '編輯',
  more: '更多',
  back: '返回',
  close: '關閉',
  home: '回首頁',
  videoUnsupported: '這個裝置無法播放影片',
  done: '完成',
  pullToRefresh: '下拉重新整理',
  noMore: '沒有更多了',
  minutes: '{{count}} 分鐘',
  seconds: '{{count}} 秒',
  free: '免費',
  vip: '會員',
  language: '語言',
  languageZh: '繁體中文',
  languageEn: 'English',
  today: '今天',
  tomorrow: '明天',
  dayAfterTomorrow: '後天',
  copied: '已複製',
  titles: {
    accountManagement: '帳號管理',
    addAccount: '新增帳號',
    equity: '年卡權益',
    equityPurchased: '我的年卡',
    bindList: '綁定管理',
    changeMobile: '更換手機號碼',
    favorites: '我的收藏',
    faqContent: '問題詳情',
    faqList: '常見問題',
    helpCenter: '幫助中心',
    histories: '學習紀錄',
    info: '個人資料',
    invitation: '邀請好友',
    setting: '設定',
    switchAccount: '切換帳號',
    courseCategory: '課程分類',
    courseDetail: '課程詳情',
    order: '確認訂單',
    payResult: '付款結果',
    coursePlay: '課程播放',
    purchased: '已購項目',
    miniappLogin: '登入靜心',
    app: '靜心',
    eventDetail: '活動詳情',
    camp: '訓練營',
    study: '學習',
    scenePreview: '場景試聽',
    sceneSetting: '場景設定',
    timer: '冥想計時',
    timerPlay: '計時中',
    coupons: '我的優惠券',
    liveBooking: '直播預約',
    liveRoom: '直播間'
  },
  update: {
    title: '更新提示',
    ready: '新版本已經準備好，是否重新啟動應用程式？',
    declined: '舊版本可能無法正常使用，建議盡快更新。',
    failed: '新版本下載失敗，請刪除小程式後重新搜尋開啟。',
    tooOld: '目前微信版本過低，請升級到最新版本後再試。'
  },
  /** Issue 32 item 12: a time where the zone matters, with the user's zone's name from Intl ("台北標準時間"). */
  timeZone: {
    at: '{{time}} {{zone}}'
  },
  /**
   * A number with its unit. English strings holding two numbers nest these (`$t(common.unit.day, {"count": {{d}} })`)
   * so that each number gets its own plural form (src/i18n/types.ts); Chinese needs no plural forms.
   */
  unit: {
    day: '{{count}} 天',
    hour: '{{count}} 小時',
    minute: '{{count}} 分鐘',
    second: '{{count}} 秒',
    session: '{{count}} 次',
    seat: '{{count}} 個名額'
  }
}
export default common
