/** Login panel, login pages and the bind-mobile popup. */
const login = {
  panelTitle: '登入靜心',
  panelSubtitle: '登入後可同步收藏、學習紀錄與會員權益',
  email: '電子郵件',
  emailPlaceholder: '請輸入電子郵件',
  code: '驗證碼',
  codePlaceholder: '請輸入 6 位數驗證碼',
  sendCode: '取得驗證碼',
  resendIn: '{{count}} 秒後重新發送',
  codeSent: '驗證碼已發送',
  submit: '登入',
  submitting: '登入中…',
  success: '登入成功',
  logout: '登出',
  logoutDone: '已登出',
  otherMethods: '其他登入方式',
  passwordLogin: '密碼登入',
  phoneLogin: '手機號碼登入',
  bindTitle: '綁定手機號碼',
  bindSubtitle: '為了帳號安全，請先綁定手機號碼',
  phone: '手機號碼',
  phonePlaceholder: '請輸入手機號碼',
  nationCode: '國家／地區代碼',
  bindSubmit: '綁定',
  bindSuccess: '綁定成功'
}
export default login
