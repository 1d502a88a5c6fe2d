/**
 * Commerce calls (spec §7 Commerce, /v3/meditation/{buyVipList, cardExchange}, /v3/get/course/vip/*,
 * /v3/my/course/get). Payload types: src/protocol/commerce.ts. No call sends a price: the server quotes and
 * charges its own amount.
 */
import type { Http } from '../http'
import type { ProductDTO } from '../../protocol/commerce'
import type {
  CardExchangeDTO,
  CreateOrderBody,
  DifferenceDTO,
  EquityDTO,
  OrderDTO,
  OrderStatusDTO,
  PayResultDTO,
  PurchasePage,
  QuoteDTO,
  UserCouponDTO
} from '../../protocol/commerce'

export type {
  CardExchangeDTO,
  CreateOrderBody,
  DifferenceDTO,
  EquityDTO,
  OrderDTO,
  OrderStatusDTO,
  GrantDTO,
  PayResultDTO,
  PurchaseDTO,
  QuoteDTO,
  UserCouponDTO,
  OrderItemDTO,
  CouponState
} from '../../protocol/commerce'

export function createCommerceApi(http: Http) {
  return {
    /** Membership and annual card products. */
    products: () => http.get<ProductDTO[]>('/v3/meditation/buyVipList', undefined, { silent: true }),
    quote: (sku: string, userCouponId?: number | null) =>
      http.get<QuoteDTO>('/v3/orders/quote', userCouponId ? { sku, user_coupon_id: userCouponId } : { sku }, {
        silent: true
      }),
    /** Creates a pending order; the caller shows failures (silent). */
    createOrder: (body: CreateOrderBody) => http.post<OrderDTO>('/v3/orders', { ...body }, { silent: true }),
    pay: (orderNo: string) => http.post<PayResultDTO>('/v3/pays', { order_no: orderNo }, { silent: true }),
    orderStatus: (orderNo: string) =>
      http.get<OrderStatusDTO>('/v3/get/order/status', { order_no: orderNo }, { silent: true }),
    exchange: (code: string) => http.post<CardExchangeDTO>('/v3/meditation/cardExchange', { code }, { silent: true }),
    coupons: (sku?: string) =>
      http.get<UserCouponDTO[]>('/v2/user_coupons', sku ? { sku } : undefined, { silent: true }),
    claimCoupon: (code: string) => http.put<UserCouponDTO>('/v2/user_coupons', { code }, { silent: true }),
    equity: () => http.get<EquityDTO>('/v3/get/course/vip/equity', undefined, { silent: true }),
    difference: () => http.get<DifferenceDTO>('/v3/get/course/vip/difference', undefined, { silent: true }),
    purchases: (page = 1, size = 20) => http.get<PurchasePage>('/v3/my/course/get', { page, size }, { silent: true })
  }
}

export type CommerceApi = ReturnType<typeof createCommerceApi>
