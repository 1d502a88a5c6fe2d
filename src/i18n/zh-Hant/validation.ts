const validation = {
  email: '請輸入正確的電子郵件地址',
  phone: '請填寫正確的電話號碼',
  idCard: '請輸入正確的證件號碼（13 位數字）',
  imageType: '只支援 jpg、jpeg、png 圖片',
  imageSize: '圖片不能超過 {{size}}',
  tooLong: '最多 {{max}} 個字',
  required: '此欄位為必填',
  password: '請設定密碼（6–20 位）',
  passwordAgain: '請再次輸入密碼',
  passwordMismatch: '兩次輸入的密碼不一致',
  code: '請輸入驗證碼'
}
export default validation
