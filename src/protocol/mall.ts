/**
 * The partner mall (spec §7): binding a mall account to the app user (main API, envelope) and the mall's own
 * reads under `/index.php/api/...` (plain JSON, HTTP 200 is success, spec §8).
 */

/** `GET /v3/mall/binding`: the mall account bound to the user. */
export interface MallBindingDTO {
  bound: boolean
  /** The mall's user id (the `user_id` of the deposit balance call); null when not bound. */
  mall_user_id: number | null
  /** The bound address, masked (`ab***@example.com`, `+886 ****5678`). */
  account: string | null
}

/** A mall account's address: an e-mail, or a mobile number with its nation code (default 886). */
export interface MallAccountBody {
  account: string
  nationcode?: string
}

/** `POST /v3/mall/binding/code` sends the mall's login code to the account; `POST /v3/mall/binding` binds. */
export interface MallBindBody extends MallAccountBody {
  code: string
}

/** `GET /index.php/api/h5app/wxapp/pageparams/setting`. */
export interface MallSettingDTO {
  title: string
  notice: string
  service_hours: string
}

export interface MallBannerDTO {
  id: number
  title: string
  image: string
  /** The mall's page it opens (absolute URL, opened in the web view). */
  url: string
}

/** `GET /index.php/api/h5app/wxapp/pagestemplate/detail`: the home template (banners and section order). */
export interface MallTemplateDTO {
  id: number
  title: string
  banners: MallBannerDTO[]
  sections: ('links' | 'promotion' | 'hot' | 'goods')[]
}

/** `GET /index.php/api/h5app/wxapp/customlink`: shortcut links of the home. */
export interface MallLinkDTO {
  id: number
  title: string
  url: string
}

export interface MallGoodsDTO {
  id: number
  title: string
  subtitle: string
  /** NT$, major unit. */
  price: number
  original_price: number
  cover: string
  sales: number
  /** The goods page in the mall (absolute URL): buying happens there. */
  url: string
}

/** `GET /index.php/api/h5app/wxapp/promotion/live`: the running promotion, or null. */
export interface MallPromotionDTO {
  id: number
  title: string
  subtitle: string
  ends_at: string
  goods: MallGoodsDTO[]
}

/** `GET /index.php/api/h5app/wxapp/goods/items` (page, size) and `.../hotList`. */
export interface MallGoodsPageDTO {
  list: MallGoodsDTO[]
  page: number
  size: number
  total: number
  has_more: boolean
}

/** `GET /index.php/api/deposit/balance?user_id=`: the bound mall account's deposit (NT$). */
export interface MallBalanceDTO {
  user_id: number
  balance: number
  currency: 'TWD'
}
