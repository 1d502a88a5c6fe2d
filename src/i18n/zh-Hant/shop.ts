/** What every shop has (issue 32): the policy pages and their links, the contact page, the first-run welcome. */
import { registerTexts } from '../registry'

const shop = {
  policy: {
    privacy: '隱私權政策',
    terms: '服務條款',
    refund: '退款政策',
    updated: '最後更新：{{date}}',
    missing: '找不到這份文件，請回上一頁再試一次。',
    registerLead: '註冊即表示你同意靜心的',
    checkoutLead: '付款前請先閱讀',
    and: '與',
    sep: '、',
    end: '。',
    listLabel: '政策文件',
    contact: '對內容有疑問？聯絡我們'
  },
  contact: {
    title: '聯絡我們',
    intro: '有任何問題、退款需求或建議，都可以寫給我們。真人客服會在 3 個工作天內回覆到你留下的電子郵件。',
    email: '你的電子郵件',
    emailPlaceholder: '我們會回覆到這個地址',
    subject: '主旨',
    subjectPlaceholder: '例如：申請課程退款',
    message: '內容',
    messagePlaceholder: '請描述你遇到的情況，若與訂單有關，請附上訂單編號。',
    send: '送出',
    sending: '送出中…',
    sentTitle: '已收到你的訊息',
    sentText: '謝謝你寫給我們。我們會在 3 個工作天內回覆到 {{email}}。',
    back: '返回',
    refundHint: '想申請退款？先看看退款政策',
    errEmail: '請填寫正確的電子郵件，我們會回覆到這個地址',
    errSubject: '請填寫主旨（最多 {{max}} 個字）',
    errMessage: '請描述你遇到的情況（{{min}} 到 {{max}} 個字）',
    entry: '聯絡客服'
  },
  welcome: {
    title: '歡迎來到靜心',
    question: '你今天想為自己做些什麼？',
    hint: '選一個，我們幫你找第一堂練習。',
    sleep: '睡得更好',
    sleepHint: '睡前放鬆，好好入睡',
    stress: '減輕壓力',
    stressHint: '放下緊繃，找回平靜',
    focus: '提升專注',
    focusHint: '工作、讀書前的幾分鐘',
    learning: '學習冥想',
    learningHint: '從基礎開始的課程',
    skip: '先逛逛',
    start: '開始第一堂練習',
    firstTitle: '為你挑選的第一堂練習'
  }
}

export default registerTexts('shop', shop)
