/**
 * Buying belongs to the commerce engineer (/pages/course/order?sku). Until that page is registered in
 * app.config.ts the course pages show the price and the annual card that includes the course instead of a
 * dead "buy" link; flip this when the order page lands.
 */
export const COURSE_ORDER_READY = false
