import { registerTexts } from '../registry'
/** Coupons: the courses a coupon covers, passing a coupon on (transfer, claim link) and claiming one. */
const couponShare = {
  titles: {
    courses: '適用課程',
    transfer: '轉讓優惠券',
    share: '分享優惠券',
    claim: '領取優惠券',
    success: '領取成功'
  },
  actions: {
    courses: '適用課程',
    transfer: '轉讓',
    share: '分享連結'
  },
  min: '滿 {{amount}} 可用',
  any: '無門檻',
  until: '{{date}} 到期',
  courses: {
    membership: '此優惠券也可用於冥想會員',
    courseOnly: '此優惠券僅限課程與年卡',
    empty: '目前沒有此優惠券適用的課程',
    after: '券後 {{price}}'
  },
  transfer: {
    label: '對方的手機號碼或電子郵件',
    placeholder: '手機號碼（6 至 12 位數字）或電子郵件',
    invalid: '請輸入正確的手機號碼或電子郵件',
    next: '下一步',
    confirmTitle: '確認轉讓',
    confirmText: '將「{{title}}」轉讓給 {{to}}？轉讓後無法收回。',
    confirm: '確認轉讓',
    cancel: '取消',
    sending: '轉讓中…',
    done: '已轉讓給 {{to}}',
    notUsable: '只有未使用且未過期的優惠券可以轉讓'
  },
  share: {
    intro: '把連結傳給朋友，第一位領取的朋友即可得到這張優惠券。',
    link: '領取連結',
    copy: '複製連結',
    copied: '連結已複製',
    shareCard: '分享給朋友',
    shareTitle: '送你一張「{{title}}」'
  },
  claim: {
    from: '{{name}} 送你一張優惠券',
    action: '立即領取',
    login: '登入後領取',
    claimed: '這張優惠券已被領取',
    gone: '這張優惠券已失效',
    own: '這是你分享的優惠券，等待朋友領取'
  },
  success: {
    heading: '領取成功',
    text: '「{{title}}」已放入你的優惠券',
    toList: '查看我的優惠券',
    toCourses: '看看適用課程'
  }
}
export default registerTexts('couponShare', couponShare)
