/** Strings of membership, annual cards, orders, exchange codes and coupons (zh-Hant source). */
const commerce = {
  title: '會員'
}
export default commerce
