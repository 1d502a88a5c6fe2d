import { registerTexts } from '../registry'
/** Campaign landing pages (the `third` subpackage): the engine's own words; the content comes from the server. */
export default registerTexts('third', {
  loading: '活動載入中',
  buy: '立即購買',
  price: '價格',
  originalPrice: '原價',
  countdown: '距優惠結束',
  countdownParts: '{{d}} 天 {{hh}}:{{mm}}:{{ss}}',
  countdownLabel: '距優惠結束還有 {{d}} 天 {{h}} 小時 {{m}} 分',
  endsAt: '優惠至 {{time}}',
  ended: '本期優惠已結束，新一期即將開始',
  required: '必填',
  nationcode: '國碼',
  nationcodeLabel: '國際電話區號',
  nationcodeInvalid: '請填寫正確的國碼',
  fieldRequired: '請填寫{{field}}',
  emailInvalid: '請填寫正確的電子郵件',
  sending: '送出中…',
  share: '分享活動',
  shareCopied: '活動連結已複製',
  likes: '{{count}} 個讚',
  lessonMinutes: '{{n}} 分鐘',
  noteMissing: '找不到這則筆記',
  courseCard: '筆記中的課程',
  missing: {
    title: '找不到這個活動',
    message: '這個活動頁面已下架或不存在，看看其他課程吧。'
  },
  result: {
    title: '課程購買成功',
    bought: '你已購買',
    paid: '實付 {{amount}}',
    pending: '付款確認中，請稍候',
    notPaid: '這筆訂單尚未付款',
    openCourse: '開始上課',
    addGroup: '加入老師的學習群',
    wechatId: '老師微信號：{{id}}',
    copyWechat: '複製微信號',
    copied: '已複製微信號',
    noOrder: '找不到訂單',
    home: '回到首頁'
  }
})
