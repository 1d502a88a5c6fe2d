/**
 * Campaign landing pages (the `third` subpackage): a campaign is an ordered list of blocks served by
 * GET /v2/activity/page/{id} in the campaign's own language; its forms post to /v3/third/order/data,
 * /v3/virtual/form/data and /v3/add/form/data; visits and time on page go to the behaviour log; short links
 * share a campaign. Prices are never part of a definition: the server adds its own price of the campaign's sku.
 */
import type { OrderItemDTO } from './commerce'

export type CampaignLang = 'zh-Hant' | 'en'

/** Where a campaign form posts: the three form endpoints of spec §7 Commerce. */
export type CampaignFormEndpoint = 'order' | 'virtual' | 'add'

export const CAMPAIGN_FORM_PATHS: Record<CampaignFormEndpoint, string> = {
  order: '/v3/third/order/data',
  virtual: '/v3/virtual/form/data',
  add: '/v3/add/form/data'
}

export type CampaignFieldKey = 'name' | 'phone' | 'wechat' | 'email' | 'note'

export interface CampaignField {
  key: CampaignFieldKey
  label: string
  required: boolean
}

export interface HeroBlock {
  type: 'hero'
  title: string
  subtitle?: string
  badge?: string
  /** Cover image (a media path): the campaign course's cover unless the definition names another course. */
  image?: string | null
}
export interface PointsBlock {
  type: 'points'
  title: string
  items: { title: string; text: string }[]
}
/** The sold course's teacher (the definition gives the heading only). */
export interface TeacherBlock {
  type: 'teacher'
  title: string
  name: string
  image?: string | null
}
/** The sold course's lessons in order, with their length in minutes (the definition gives the heading only). */
export interface SyllabusBlock {
  type: 'syllabus'
  title: string
  items: { title: string; minutes?: number }[]
}
export interface TestimonialsBlock {
  type: 'testimonials'
  title: string
  items: { name: string; text: string }[]
}
export interface PriceBlock {
  type: 'price'
  title: string
  /**
   * Only while the course has a real offer (an end date ahead and a price below its normal one): the normal
   * price, shown struck through, and the offer's end (ISO, UTC), counted down and shown in the user's zone.
   * Null otherwise: the page shows the price alone, with no countdown.
   */
  was_price: number | null
  ends_at: string | null
}
export interface FaqBlock {
  type: 'faq'
  title: string
  items: { q: string; a: string }[]
}
export interface FormBlock {
  type: 'form'
  title: string
  endpoint: CampaignFormEndpoint
  submit: string
  /** Shown once the form was stored. */
  done: string
  fields: CampaignField[]
}
export interface BuyBarBlock {
  type: 'buybar'
  label: string
  note?: string
}
export interface RednoteNote {
  id: string
  title: string
  text: string
  author: string
  likes: number
  /** Media paths of the note's pictures. */
  images: string[]
}
export interface NotesBlock {
  type: 'notes'
  title: string
  items: RednoteNote[]
}
/** The page after a purchase: how to start (steps) and the teacher's group to add. */
export interface ResultBlock {
  type: 'result'
  title: string
  steps: { title: string; text: string }[]
  group: { name: string; wechat_id: string; text: string }
}

export type CampaignBlock =
  | HeroBlock
  | PointsBlock
  | TeacherBlock
  | SyllabusBlock
  | TestimonialsBlock
  | PriceBlock
  | FaqBlock
  | FormBlock
  | BuyBarBlock
  | NotesBlock
  | ResultBlock

export type CampaignBlockType = CampaignBlock['type']

/** GET /v2/activity/page/{id}. */
export interface CampaignDTO {
  id: string
  /** The definition's version (seed files are versioned; a change bumps it). */
  version: number
  lang: CampaignLang
  title: string
  /** The result page a purchase from this campaign ends on. */
  result_page: 'result' | 'result_en'
  /** What the campaign sells, priced by the server (null for campaigns that sell nothing). */
  product: OrderItemDTO | null
  blocks: CampaignBlock[]
}

/** Channel parameters of a landing URL, kept in the spec §3 storage keys and sent with orders and logs. */
export interface ChannelParams {
  channel_tag?: string
  pull_channel_id?: string
  channel?: string
}

/** POST to one of CAMPAIGN_FORM_PATHS. `request_id` makes a retried submit store nothing new. */
export interface CampaignFormBody extends ChannelParams {
  campaign: string
  request_id: string
  nationcode: string
  phone: string
  name?: string
  wechat?: string
  email?: string
  note?: string
}

export interface CampaignFormResultDTO {
  id: number
  /** True when this request_id had been stored already (a retry). */
  duplicate: boolean
}

/** POST /v3/user/behaviors/add. A 'visit' is stored once per visit_id. */
export interface BehaviorBody extends ChannelParams {
  visit_id: string
  event: 'visit' | 'buy_click' | 'share'
  page: string
  campaign?: string
}

/** POST /v3/user/behaviors/time/add: seconds spent on the page of a visit so far (the largest report wins). */
export interface BehaviorTimeBody {
  visit_id: string
  seconds: number
}

/** POST /short/url/add: an in-app path to share. */
export interface ShortUrlBody {
  url: string
}

export interface ShortUrlDTO {
  code: string
  /** Path on the API origin that redirects to `url` (GET /s/{code}). */
  short_url: string
  url: string
}
