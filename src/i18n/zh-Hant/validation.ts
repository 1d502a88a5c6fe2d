/** Validation messages (spec §5 and the server's input rules). */
const validation = {
  email: '請輸入正確的電子郵件地址',
  phone: '請填寫正確的電話號碼',
  idCard: '請輸入正確的證件號碼（13 位數字）',
  imageType: '只支援 jpg、jpeg、png 圖片',
  imageSize: '圖片不能超過 {{size}}',
  tooLong: '最多 {{max}} 個字元（中文算兩個）',
  required: '此欄位為必填',
  account: '請輸入電子郵件或手機號碼',
  password: '請設定密碼（8–64 個字元）',
  passwordEmpty: '請輸入密碼',
  passwordAgain: '請再次輸入密碼',
  passwordMismatch: '兩次輸入的密碼不一致',
  oldPassword: '請輸入目前的密碼',
  code: '請輸入驗證碼',
  codeFormat: '驗證碼為 6 位數字'
}
export default validation
