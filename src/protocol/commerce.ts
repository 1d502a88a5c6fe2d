/**
 * Commerce payloads shared by the app and the server (spec §7 Commerce, /v3/meditation/{buyVipList, cardExchange},
 * /v3/get/course/vip/{equity, difference}, /v3/my/course/get). Pure types, same conventions as ./common:
 * prices in the currency's major unit, times ISO 8601, texts in the request language.
 *
 * Money rule: the client never sends a price. It names what it wants (`sku`, `user_coupon_id`) and the server
 * quotes, creates and charges the amount it computed itself; any price field in a request is dropped.
 */
import type { Flag, Paged } from './common'
import type { MemberInfoDTO } from './meditation'

/** GET /v3/meditation/buyVipList → ProductDTO[] (membership, annual card and advanced annual card products). */
export interface ProductDTO {
  id: number
  code: string
  kind: 'meditation_vip' | 'course_annual' | 'course_annual_advanced'
  title: string
  desc: string
  price: number
  original_price: number
  days: number
}

/** GET /v2/faqs → FaqDTO[] grouped by `category` in display order. */
export interface FaqDTO {
  id: number
  category: string
  question: string
  answer: string
}

/** What an order buys: a membership or annual-card product (ProductDTO.kind) or a course-like commodity. */
export type OrderItemKind = ProductDTO['kind'] | 'course'

/**
 * pending → paid, or pending → closed (abandoned for 30 min, or replaced by a newer order holding its coupon),
 * or pending → refunding → refunded (paid, but the item could not be granted any more: sold out, owned meanwhile).
 */
export type OrderStatus = 'pending' | 'paid' | 'closed' | 'refunding' | 'refunded'

/** The thing being bought, as the order page and the result page show it. */
export interface OrderItemDTO {
  kind: OrderItemKind
  /** A product code (ProductDTO.code) or a course sku. */
  sku: string
  title: string
  desc: string
  cover: string
  price: number
  original_price: number
  /** Days of membership or card granted; null for courses (owned for good). */
  days: number | null
  /** Course orders ask for a contact phone (spec §5 order page). */
  needs_phone: boolean
  /** An annual-card upgrade: what the unused part of the active lower card takes off `price` (already applied). */
  upgrade_credit?: number
  /** Course items: the course card fields its page is chosen by (a camp opens its own page, not the course player). */
  course?: { id: number; type: number; sub_type: number }
}

/** usable: can be chosen now; used: spent on a paid order; expired: past `expires_at` unused. */
export type CouponState = 'usable' | 'used' | 'expired'

/** Why a usable coupon does not apply to a given item (UserCouponDTO.reason). */
export type CouponRefusal = 'scope' | 'minimum'

/** GET /v2/user_coupons[?sku=&state=] → UserCouponDTO[] (newest first). */
export interface UserCouponDTO {
  id: number
  title: string
  amount: number
  /** Order amount from which it applies (0 = any). */
  min_amount: number
  /** 'all': everything; 'course': courses and course annual cards, not the meditation membership. */
  scope: 'all' | 'course'
  state: CouponState
  claimed_at: string
  expires_at: string
  used_at: string | null
  /** Only with `?sku=`: whether it lowers that item's price, and if not, why. */
  applicable?: Flag
  reason?: CouponRefusal | null
}

/** PUT /v2/user_coupons → UserCouponDTO: claims a coupon by its claim code (e.g. WELCOME50), once per user. */
export interface ClaimCouponBody {
  code: string
}

/** GET /v3/orders/quote?sku=[&user_coupon_id=] (logged in) → QuoteDTO: what POST /v3/orders would charge. */
export interface QuoteDTO {
  item: OrderItemDTO
  /** The user's usable coupons, each with `applicable` and `reason` for this item. */
  coupons: UserCouponDTO[]
  /** The coupon applied (the requested one), or null. */
  user_coupon_id: number | null
  /** The coupon the server would choose (largest discount; GET /v3/get/study/price names the same one), or null. */
  best_user_coupon_id: number | null
  amount: number
  discount: number
  pay_amount: number
}

/** POST /v3/orders (logged in) → OrderDTO (status pending). */
export interface CreateOrderBody {
  sku: string
  /** 1: bought as a gift (paying it makes a gift link instead of granting the item; see ./gifts). */
  gift?: 0 | 1
  user_coupon_id?: number
  /** Required for course orders: 6–12 digits (spec §5). */
  phone?: string
  nationcode?: string
  /** Optional contact name (up to 32 characters). */
  name?: string
  /** The campaign the purchase started from and its channel parameters (stored on the order for attribution). */
  campaign?: string
  channel_tag?: string
  pull_channel_id?: string
  channel?: string
}

export interface OrderDTO {
  order_no: string
  status: OrderStatus
  item: OrderItemDTO
  amount: number
  discount: number
  pay_amount: number
  coupon_title: string | null
  phone: string | null
  /** 'dev' (demo payment, confirms at once), 'exchange' (redeemed code), or a real provider's name. */
  provider: string | null
  created_at: string
  /** A pending order can be paid until then. */
  expires_at: string
  paid_at: string | null
  /** The channel tag of the landing page the purchase started from, if any. */
  channel_tag?: string | null
}

/** POST /v3/pays (logged in) → PayResultDTO. Paying a paid order again answers `already_paid: true` and grants nothing. */
export interface PayBody {
  order_no: string
  /** One of GET /v3/pay/methods (default: the server's first). */
  method?: string
  /**
   * Where WeChat Pay's sheet opens (default: the mini-program). In WeChat's browser ('browser') the server signs it
   * for the Official Account, and first answers a redirect to WeChat's web authorization when it has no openid of
   * the payer there yet (the browser comes back to the result page with `resume=wechatpay`).
   */
  channel?: 'miniprogram' | 'browser'
}

/** GET /v3/pay/methods → the payment providers the server takes ('wechatpay', 'linepay'; 'dev' in development). */
export interface PayMethodsDTO {
  methods: string[]
  /** Only the demo provider: no money moves. */
  demo: boolean
}

export interface PayResultDTO {
  order: OrderDTO
  /** The member info after the grant (what GET /v3/meditation/memberInfo now answers). */
  member: MemberInfoDTO
  already_paid: boolean
  /** true when the payment provider is the dev demo provider (no money moves). */
  demo: boolean
  /**
   * A provider that confirms later (order still pending): what the app does to let the user pay. Absent when the
   * order is settled (or the demo provider confirmed it).
   */
  pay_action?: PayActionDTO | null
}

/**
 * WeChat Pay: the fields of wx.requestPayment / Taro.requestPayment, signed by the server with the merchant key
 * (v3: signType RSA; `appId` only for WeixinJSBridge in WeChat's browser). The success callback is not proof of
 * payment: the app asks the server (POST /v3/pays again, or GET /v3/get/order/status) until the order is paid.
 */
export interface WechatPayActionDTO {
  kind: 'wechatpay'
  appId?: string
  timeStamp: string
  nonceStr: string
  package: string
  signType: 'RSA'
  paySign: string
}

/** LINE Pay and the like: the browser goes to the provider's approval page, which returns to our confirm URL. */
export interface RedirectPayActionDTO {
  kind: 'redirect'
  url: string
}

export type PayActionDTO = WechatPayActionDTO | RedirectPayActionDTO

/** GET /v3/get/order/status?order_no= (logged in, own orders only) → OrderStatusDTO. */
export interface OrderStatusQuery {
  order_no: string
}

/** What a paid order gave its buyer, as it stands now: the membership or card and until when, or the course. */
export interface GrantDTO {
  kind: OrderItemKind
  title: string
  /** Membership or annual-card expiry now (a later renewal shows here too); null for a course (owned for good). */
  until: string | null
  /** The annual-card level held now (0 for the other kinds). */
  card_level: 0 | 1 | 2
}

/** The order plus, once paid, what it granted (null while pending, closed or refunded). */
export interface OrderStatusDTO extends OrderDTO {
  granted: GrantDTO | null
  /** An activity's order: the ticket it wrote while active (GET /v2/useracttickets/{id}). */
  ticket_id?: number | null
}

/** POST /v3/meditation/cardExchange (logged in). Codes are case-insensitive; spaces are ignored. */
export interface CardExchangeBody {
  code: string
}
export interface CardExchangeDTO {
  product: ProductDTO
  member: MemberInfoDTO
  order_no: string
}

/**
 * POST /v3/redeem { code } (logged in): the one redeem entry for every kind of code: an exchange code (membership
 * or annual card), a course code, or a coupon's claim code. Says what it granted. An unknown code is
 * `exchangeUnknown`; a used or expired one gets the message of its own kind.
 */
export type RedeemDTO =
  | ({ kind: 'product' } & CardExchangeDTO)
  | {
      kind: 'course'
      /** The course card fields its page is chosen by (a camp opens the camp page). */
      course: { id: number; type: number; sub_type: number; sku: string; title: string; cover: string }
      order_no: string
    }
  | { kind: 'coupon'; coupon: UserCouponDTO }

/** GET /v3/get/course/vip/equity → EquityDTO (visitors too; `level` is 0 for them). */
export interface EquityDTO {
  /** The user's active card: 0 none, 1 annual card, 2 advanced annual card. */
  level: 0 | 1 | 2
  expire_at: string | null
  cards: EquityCardDTO[]
}

export interface EquityCardDTO {
  level: 1 | 2
  product: ProductDTO
  /** Courses this card makes free (lower levels included). */
  course_count: number
  courses: EquityCourseDTO[]
  /** Whether the user can buy it now (false when a higher card is active). */
  purchasable: boolean
  /** What this user pays for it now: the product price, or less for an upgrade from an active lower card. */
  pay_price?: number
  /** The upgrade credit included in `pay_price` (0 when none). */
  upgrade_credit?: number
}

export interface EquityCourseDTO {
  sku: string
  title: string
  cover: string
  price: number
  card_level: 1 | 2
}

/** GET /v3/get/course/vip/difference → DifferenceDTO: one row per fact, a cell per card. */
export interface DifferenceDTO {
  rows: { key: string; title: string; annual: string | boolean; advanced: string | boolean }[]
}

/** GET /v3/my/course/get?page&size (logged in) → Paged<PurchaseDTO>: paid orders and redeemed codes, newest first. */
export interface PurchaseDTO {
  order_no: string
  item: OrderItemDTO
  pay_amount: number
  provider: string | null
  paid_at: string
}
export type PurchasePage = Paged<PurchaseDTO>

/** GET /v2/coupon_courses?user_coupon_id → the courses one of my coupons applies to. */
export interface CouponCoursesDTO {
  coupon: UserCouponDTO
  courses: CouponCourseDTO[]
  /** 1 when the coupon also applies to the meditation membership (scope 'all'). */
  membership: Flag
}

export interface CouponCourseDTO {
  sku: string
  title: string
  subtitle: string
  cover: string
  price: number
  /** The price after this coupon. */
  pay_price: number
}

/** PUT /v2/user_coupons { user_coupon_id, to, nationcode?, confirm: 1 } → CouponTransferDTO: gives a coupon away. */
export interface TransferCouponBody {
  user_coupon_id: number
  /** The receiver's e-mail, or phone (6 to 12 digits, spec §5) with `nationcode`. */
  to: string
  nationcode?: string
  /** The user confirmed the hand-over (it cannot be undone). */
  confirm: 1
}

export interface CouponTransferDTO {
  user_coupon_id: number
  /** The receiver, masked. */
  to: string
}

/** PUT /v2/user_coupons { user_coupon_id, share: 1 } → CouponShareDTO: the coupon's claim link (made once). */
export interface ShareCouponBody {
  user_coupon_id: number
  share: 1
}

export interface CouponShareDTO {
  token: string
}

/** PUT /v2/user_coupons { share_token } → UserCouponDTO: claims a coupon through its link. */
export interface ClaimSharedCouponBody {
  share_token: string
}

/** GET /v2/user_coupons/shared/{token} → what a claim link offers (public). */
export interface SharedCouponDTO {
  title: string
  amount: number
  min_amount: number
  scope: 'all' | 'course'
  expires_at: string
  /** The giver's masked nickname. */
  from: string
  /** 'open': can be claimed; 'claimed': someone did; 'gone': used, expired or given elsewhere. */
  state: 'open' | 'claimed' | 'gone'
}

/**
 * GET /v3/get/study/price?sku= → StudyPriceDTO: what the item costs THIS user (a visitor: the list price). The
 * annual card held (an upgrade credit, or a course it includes), ownership and the best coupon they hold are
 * applied by the same server function the checkout's quote uses; `pay_amount` is what POST /v3/orders with
 * `user_coupon_id` would charge.
 */
export interface StudyPriceDTO {
  sku: string
  kind: OrderItemKind
  /** The item's list price, before anything of this user's. */
  list_price: number
  original_price: number
  /** This user's price before a coupon (an annual-card upgrade is priced over the card held). */
  price: number
  upgrade_credit: number
  /** Courses: why it is already open to them (free, owned, card), or null. */
  via: 'free' | 'owned' | 'card' | null
  card_level: number
  user_card_level: number
  /** 1: a meditation member (membership does not lower a course's price; shown for the page's own wording). */
  member: Flag
  /** 0: nothing to buy (owned, included in the card, free, sold out...): `refusal` says why. */
  can_buy: Flag
  refusal: string | null
  refusal_text: string | null
  /** The best coupon of theirs for it (the checkout preselects it), with its title and discount. */
  user_coupon_id: number | null
  coupon_title: string | null
  discount: number
  pay_amount: number
}
