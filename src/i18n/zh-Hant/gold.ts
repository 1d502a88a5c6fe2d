import { registerTexts } from '../registry'
/** Learning gold: balance, ledger, statement, invitation history and exchanging gold for gifts. */
const gold = {
  titles: {
    learningGold: '我的學習金',
    exchange: '學習金兌換',
    confirm: '確認兌換',
    gifts: '我的兌換',
    success: '兌換成功',
    history: '邀請紀錄',
    account: '學習金帳戶'
  },
  amount: '{{n}} 學習金',
  balance: '學習金餘額',
  loginPrompt: '登入後即可查看你的學習金',
  loginAction: '登入 / 註冊',
  actions: {
    exchange: '兌換禮品',
    gifts: '我的兌換',
    account: '帳戶明細',
    history: '邀請紀錄',
    invite: '邀請好友賺學習金'
  },
  entries: '收支紀錄',
  entriesEmpty: '還沒有學習金紀錄，邀請好友即可獲得學習金',
  reason: {
    member_invite: '好友 {{name}} 首次付費',
    member_invite_refund: '好友 {{name}} 的付款已退款，收回獎勵',
    invite: '邀請好友 {{name}}',
    exchange: '兌換 {{name}}',
    admin_adjust: '學習金調整：{{name}}'
  },
  balanceAfter: '餘額 {{n}}',
  more: '載入更多',
  history: {
    summary: '已邀請 {{count}} 位好友，共獲得 {{gold}} 學習金',
    empty: '還沒有好友透過你的連結註冊',
    reward: '+{{n}} 學習金',
    noReward: '已達每日獎勵上限',
    joined: '{{date}} 註冊'
  },
  account: {
    empty: '還沒有學習金收支',
    month: '{{y}} 年 {{m}} 月',
    earned: '收入',
    spent: '支出',
    entries: '{{count}} 筆',
    closing: '月底餘額'
  },
  exchange: {
    hint: '可用學習金 {{n}}',
    empty: '目前沒有可兌換的禮品',
    kind: {
      vip_days: '會員',
      course: '課程',
      physical: '實體禮品'
    },
    stock: '剩餘 {{n}} 件',
    soldOut: '已兌完',
    notEnough: '學習金不足',
    action: '兌換'
  },
  confirm: {
    gift: '兌換禮品',
    price: '所需學習金',
    after: '兌換後餘額',
    name: '收件人姓名',
    namePlaceholder: '請輸入姓名',
    phone: '手機號碼',
    phonePlaceholder: '請輸入 6 至 12 位數字',
    address: '收件地址',
    addressPlaceholder: '請輸入完整收件地址',
    required: '必填',
    nameError: '請填寫收件人姓名',
    phoneError: '請填寫正確的電話號碼',
    addressError: '實體禮品請填寫收件地址',
    notEnough: '學習金不足，還差 {{n}}',
    submit: '確認兌換',
    submitting: '兌換中…',
    note: '兌換後學習金即扣除，會員與課程立即生效；實體禮品將於 7 個工作天內寄出。',
    notFound: '找不到此禮品'
  },
  gifts: {
    empty: '還沒有兌換過禮品',
    status: {
      done: '已到帳',
      to_ship: '待寄出',
      shipped: '已寄出'
    },
    on: '{{date}} 兌換',
    recipient: '{{name}} {{phone}}'
  },
  success: {
    heading: '兌換成功',
    spent: '已使用 {{n}} 學習金',
    vip: '會員期已延長 {{count}} 天',
    course: '課程已加入「已購課程」',
    physical: '我們會盡快寄出，可在「我的兌換」查看狀態',
    toGifts: '查看我的兌換',
    toGold: '回到我的學習金',
    toCourse: '去上課'
  }
}
export default registerTexts('gold', gold)
