/**
 * Commerce calls (spec §7 Commerce, /v3/meditation/{buyVipList, cardExchange}, /v3/get/course/vip/*,
 * /v3/my/course/get). Payload types: src/protocol/commerce.ts. No call sends a price: the server quotes and
 * charges its own amount.
 */
import type { Http } from '../http'
import type { ProductDTO } from '../../protocol/commerce'
import type {
  CouponCoursesDTO,
  CouponShareDTO,
  CouponTransferDTO,
  SharedCouponDTO,
  TransferCouponBody
} from '../../protocol/commerce'
import type {
  CardExchangeDTO,
  RedeemDTO,
  CreateOrderBody,
  DifferenceDTO,
  EquityDTO,
  OrderDTO,
  OrderStatusDTO,
  PayBody,
  PayResultDTO,
  PayMethodsDTO,
  PurchasePage,
  QuoteDTO,
  UserCouponDTO
} from '../../protocol/commerce'
import { registerApiDomain } from './registry'

export type {
  CardExchangeDTO,
  RedeemDTO,
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
    /** The server's price for this user; `gift`: the list price of the item bought for someone else. */
    quote: (sku: string, userCouponId?: number | null, gift = false) =>
      http.get<QuoteDTO>(
        '/v3/orders/quote',
        { sku, ...(userCouponId ? { user_coupon_id: userCouponId } : {}), ...(gift ? { gift: 1 } : {}) },
        { silent: true }
      ),
    /** Creates a pending order; the caller shows failures (silent). */
    createOrder: (body: CreateOrderBody) => http.post<OrderDTO>('/v3/orders', { ...body }, { silent: true }),
    /** `method`: one of payMethods() (omitted: the server's first); `channel`: where WeChat Pay's sheet opens. */
    pay: (orderNo: string, method?: string, channel?: PayBody['channel']) =>
      http.post<PayResultDTO>(
        '/v3/pays',
        { order_no: orderNo, ...(method ? { method } : {}), ...(channel ? { channel } : {}) } satisfies PayBody,
        { silent: true }
      ),
    /** The payment providers the server takes (services/payment keeps those usable on this platform). */
    payMethods: () => http.get<PayMethodsDTO>('/v3/pay/methods', undefined, { silent: true }),
    orderStatus: (orderNo: string) =>
      http.get<OrderStatusDTO>('/v3/get/order/status', { order_no: orderNo }, { silent: true }),
    exchange: (code: string) => http.post<CardExchangeDTO>('/v3/meditation/cardExchange', { code }, { silent: true }),
    /** POST /v3/redeem: any kind of code (membership, annual card, course, coupon); says what it granted. */
    redeem: (code: string) => http.post<RedeemDTO>('/v3/redeem', { code }, { silent: true }),
    coupons: (sku?: string) =>
      http.get<UserCouponDTO[]>('/v2/user_coupons', sku ? { sku } : undefined, { silent: true }),
    claimCoupon: (code: string) => http.put<UserCouponDTO>('/v2/user_coupons', { code }, { silent: true }),
    /** GET /v2/coupon_courses: the courses one of my coupons applies to. */
    couponCourses: (userCouponId: number) =>
      http.get<CouponCoursesDTO>('/v2/coupon_courses', { user_coupon_id: userCouponId }, { silent: true }),
    /** PUT /v2/user_coupons (transfer): gives an unused coupon to the account of an e-mail or phone. */
    transferCoupon: (body: TransferCouponBody) =>
      http.put<CouponTransferDTO>('/v2/user_coupons', { ...body }, { silent: true }),
    /** PUT /v2/user_coupons (share): the coupon's claim link token (the same one each time). */
    shareCoupon: (userCouponId: number) =>
      http.put<CouponShareDTO>('/v2/user_coupons', { user_coupon_id: userCouponId, share: 1 }, { silent: true }),
    /** GET /v2/user_coupons/shared/{token}: what a claim link offers. */
    sharedCoupon: (token: string) =>
      http.get<SharedCouponDTO>(`/v2/user_coupons/shared/${encodeURIComponent(token)}`, undefined, { silent: true }),
    /** PUT /v2/user_coupons (claim link): takes the coupon of a claim link. */
    claimSharedCoupon: (token: string) =>
      http.put<UserCouponDTO>('/v2/user_coupons', { share_token: token }, { silent: true }),
    equity: () => http.get<EquityDTO>('/v3/get/course/vip/equity', undefined, { silent: true }),
    difference: () => http.get<DifferenceDTO>('/v3/get/course/vip/difference', undefined, { silent: true }),
    purchases: (page = 1, size = 20) => http.get<PurchasePage>('/v3/my/course/get', { page, size }, { silent: true })
  }
}

export type CommerceApi = ReturnType<typeof createCommerceApi>

registerApiDomain('commerce', createCommerceApi)
