/** Messages for the failure kinds of services/http (spec §8) and our server's own codes. */
const errors = {
  network: '網路連線失敗，請檢查網路後再試',
  timeout: '請求逾時，請稍後再試',
  unauthorized: '請先登入',
  business: '操作失敗',
  enterpriseLogin: '請使用企業微信登入',
  needsBinding: '請先綁定手機號碼',
  annualPassRequired: '此內容需要年卡',
  membershipRequired: '此內容需要會員，即將前往開通',
  badRequest: '輸入的內容有誤',
  signature: '請求簽名無效，請檢查裝置時間後再試',
  rateLimited: '嘗試次數過多，請稍後再試',
  notFound: '找不到內容',
  server: '伺服器忙碌中，請稍後再試',
  unknown: '發生未知錯誤',
  uploadFailed: '上傳失敗',
  loginExpired: '登入已過期，請重新登入'
}
export default errors
