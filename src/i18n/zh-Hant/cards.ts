import { registerTexts } from '../registry'
/** Course annual cards, the pay result page, course code redemption and the discovery feed. */
export default registerTexts('cards', {
  result: {
    title: '付款結果',
    waiting: '正在確認付款…',
    waitingHint: '付款服務確認後，這裡會自動更新。',
    nextCheck: '{{s}} 秒後再查詢',
    timedOut: '尚未收到付款確認',
    timedOutHint: '付款可能仍在處理中。你可以稍後再查詢，款項確認前不會開通任何項目。',
    paid: '付款成功',
    failed: '付款未完成',
    closedHint: '訂單已逾時或已關閉，沒有扣款。需要的話請重新下單。',
    refundedHint: '此項目已無法購買，款項已原路退回。',
    refresh: '重新查詢',
    granted: '已開通',
    grantedCourse: '「{{title}}」已加入你的課程，可以隨時學習。',
    grantedUntil: '{{title}}有效至 {{date}}',
    orderNo: '訂單編號',
    item: '購買項目',
    payAmount: '實付金額',
    paidAt: '付款時間',
    demoNote: '這是一筆示範付款，沒有實際扣款。',
    goCourse: '開始學習',
    goListen: '開始收聽',
    goVip: '前往年卡會員中心',
    retryBuy: '重新購買',
    purchased: '查看已購項目'
  },
  annual: {
    title: '課程年卡',
    heading: '一張年卡，一整年的學習',
    current: '你的{{card}}有效至 {{date}}',
    none: '你還沒有課程年卡',
    includes: '包含 {{count}} 門課程免費學習',
    days: '有效期 {{days}} 天',
    credit: '已折抵目前年卡未使用的 NT${{amount}}',
    buy: '購買 NT${{amount}}',
    renew: '續購 NT${{amount}}',
    upgrade: '升級 NT${{amount}}',
    higherOwned: '已擁有更高等級年卡',
    yours: '目前持有',
    compare: '比較兩種年卡',
    vip: '年卡會員中心',
    redeem: '兌換課程碼'
  },
  difference: {
    title: '年卡比較',
    item: '項目',
    yes: '包含',
    no: '不包含',
    yours: '（你的年卡）',
    buy: '選購年卡'
  },
  vip: {
    navTitle: '年卡會員',
    none: '你目前沒有有效的課程年卡',
    goBuy: '認識課程年卡',
    until: '有效至 {{date}}',
    daysLeft: '還有 {{n}} 天',
    equity: '會員權益',
    equityCourses: '{{count}} 門年卡課程免費學習',
    equityUpdates: '年卡課程更新時自動加入',
    equityUpgrade: '可隨時升級，未使用的天數折抵價格',
    courses: '可免費學習的課程',
    learn: '學習',
    renew: '續購年卡',
    upgrade: '升級進階年卡',
    compare: '比較兩種年卡'
  },
  redeem: {
    title: '兌換課程',
    heading: '輸入課程兌換碼',
    hint: '兌換碼不分大小寫，空格與連字號會自動忽略。兌換後課程永久屬於你。',
    label: '課程兌換碼',
    placeholder: '例如 JXCOURSE0001',
    empty: '請輸入兌換碼',
    submit: '兌換',
    submitting: '兌換中…',
    success: '兌換成功',
    successDetail: '「{{title}}」已加入你的課程。',
    learn: '開始學習',
    another: '再兌換一個',
    purchased: '查看已購項目'
  },
  discover: {
    title: '發現',
    newest: '新上架課程',
    shorts: '短影片',
    picks: '隨機為你挑選',
    shuffle: '換一批',
    loadMore: '載入更多',
    noMore: '已經到底了，下拉可以換一批',
    empty: '目前沒有可推薦的課程'
  },
  custom: {
    title: '專題',
    empty: '這個頁面還沒有內容',
    topics: '專題'
  },
  entries: {
    label: '課程服務',
    annual: '課程年卡',
    discover: '發現',
    redeem: '兌換課程',
    vip: '年卡會員中心'
  }
})
