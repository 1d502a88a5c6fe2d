/** Activity tickets (sign-up, the ticket, cancel) and online camp days. */
import { registerTexts } from '../registry'

const events = {
  ticket: {
    title: '我的票券',
    qrLabel: '入場 QR 碼：{{code}}',
    qrHint: '入場時出示此 QR 碼',
    code: '票券編號',
    time: '活動時間',
    place: '地點',
    openMap: '在地圖中查看',
    seats: '座位',
    admits: '{{count}} 人入場',
    seatsLeft: '名額 {{seats}} 人，尚餘 {{left}} 個',
    paid: '已付金額',
    free: '免費',
    orderNo: '訂單編號',
    signedUpAt: '報名時間',
    cancel: '取消報名',
    cancelUntil: '{{date}} 前可取消',
    cancelClosed: '活動開始前 24 小時內無法取消',
    keep: '保留',
    confirmCancel: '取消報名',
    cancelConfirmTitle: '確定取消報名？',
    cancelConfirmFree: '取消後名額將釋出給其他人。',
    cancelConfirmPaid: '取消後名額將釋出，款項 {{amount}} 將原路退回。',
    cancelled: '已取消',
    cancelledAt: '已於 {{date}} 取消',
    cancelDone: '已取消報名',
    refundNote: '款項將原路退回',
    backToEvent: '回到活動',
    signUpAgain: '重新報名'
  },
  signUp: {
    free: '免費報名',
    paid: '報名並付款 {{price}}',
    view: '查看我的票券',
    contact: '報名資料',
    phone: '聯絡電話',
    phonePlaceholder: '請輸入手機號碼',
    name: '姓名',
    namePlaceholder: '選填',
    required: '必填',
    working: '處理中…',
    done: '報名成功'
  },
  appPay: {
    failHint: '付款沒有完成，沒有扣款。你可以再試一次。',
    continue: '繼續',
    retry: '重新付款'
  },
  app: {
    title: 'App 互動',
    browserTitle: '這個頁面給靜心 App 使用',
    browserText:
      '靜心 App 會在這裡和網頁交換訊息：登入交接、分享和付款。你現在用的是一般瀏覽器，所以這裡沒有事情要做。',
    home: '回到首頁',
    waiting: '正在連接 App…',
    loginDone: '已登入',
    loginSent: '已把登入交給 App',
    shareSent: '已請 App 分享',
    shared: '已分享',
    shareFailed: '沒有分享',
    paySent: '正在 App 中付款…',
    unknown: '這個動作無法處理'
  },
  marketing: {
    title: '限時推廣',
    points: '你會得到',
    buy: '立即購買'
  },
  camp: {
    today: '今日任務',
    todayNone: '今天沒有新的任務',
    notStarted: '{{date}} 開營',
    ended: '訓練營已結束',
    opensOn: '{{date}} 開放',
    open: '已開放',
    done: '已完成',
    progress: '已完成 {{done}} / {{count}} 天',
    kind: { audio: '音訊', video: '影片', text: '文字' },
    start: '開始第 {{day}} 天',
    markDone: '完成今天的練習',
    markedDone: '✓ 已完成',
    keptOffline: '已記在這臺裝置，連上網路後會自動送出',
    dayTitle: '第 {{day}} 天',
    signUpFirst: '報名後即可開始',
    play: '播放',
    pause: '暫停',
    freeOpen: '免費參加，無需報名',
    back: '回到訓練營'
  }
}
export default registerTexts('events', events)
