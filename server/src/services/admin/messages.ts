/**
 * The admin API's errors: `{ code, message }` with a string code (docs/admin-api.md) and the message in the
 * request's language (x-lang, else Accept-Language; zh-Hant by default). Traditional Chinese only.
 */
import type { FastifyRequest } from 'fastify'
import type { Lang } from '../../i18n'

const messages = {
  bad_request: ['請求內容不正確', 'The request is not valid'],
  bad_field: ['欄位「{{field}}」不正確', 'The field "{{field}}" is not valid'],
  missing_field: ['缺少欄位「{{field}}」', 'The field "{{field}}" is required'],
  signed_out: ['請先登入管理後台', 'Please sign in to the console'],
  bad_credentials: ['電子郵件、密碼或驗證碼不正確', 'The e-mail address, password or one-time code is not correct'],
  forbidden: ['你的角色沒有權限使用這項功能', 'Your role is not allowed to do this'],
  not_found: ['找不到該資料', 'Not found'],
  rate_limited: [
    '登入失敗次數過多，請 {{seconds}} 秒後再試',
    'Too many failed sign-ins; please try again in {{seconds}} s'
  ],
  email_taken: ['已有使用這個電子郵件的管理員', 'An operator with this e-mail address already exists'],
  not_refundable: [
    '這筆訂單無法退款（尚未付款、已關閉，或禮物已被領取）',
    'This order cannot be refunded (not paid, closed, or its gift was claimed)'
  ],
  published: ['已發布的內容不能刪除', 'Published content cannot be deleted'],
  polyv_not_configured: ['伺服器尚未設定保利威直播，無法選用', 'Polyv live is not configured on this server'],
  not_pending: ['這則檢舉已處理過', 'This report has already been reviewed'],
  self: ['不能停用自己的帳號或變更自己的角色', 'You cannot disable your own account or change your own role'],
  no_tracks: ['專輯至少要有一首音軌才能發布', 'An album needs at least one track to be published'],
  until_past: ['會員到期日必須在未來', 'The membership end date must be in the future'],
  enterprise_required: ['群組管理員必須指定企業', 'A group admin needs an enterprise'],
  upload_not_ready: ['上傳的檔案尚未處理完成', 'The uploaded file is not ready yet'],
  // exchange-code batches and coupons (routes/admin/codes.ts, coupons.ts)
  expiry_past: ['到期時間必須在未來', 'The expiry must be in the future'],
  code_taken: [
    '這個代碼已被使用（兌換碼、課程碼或優惠券領取碼）',
    'This code is already in use (an exchange, course or coupon code)'
  ],
  coupon_disabled: ['這個優惠券範本已停用', 'This coupon template is disabled'],
  coupon_held: ['這位會員已持有這張優惠券', 'This user already holds this coupon'],
  user_unknown: ['找不到這位會員（請輸入會員編號或電子郵件）', 'No such user (enter a user id or e-mail address)'],
  gold_below_zero: [
    '調整後學習金餘額會低於 0（目前餘額 {{balance}}）',
    'The learning gold balance would go below 0 (it is {{balance}} now)'
  ],
  // live courses (routes/admin/lives.ts)
  live_started: [
    '這場直播已開始或已結束，不能再改時間',
    'This live has started or ended; its times can no longer be changed'
  ],
  start_past: ['開始時間必須在未來', 'The start time must be in the future'],
  // camps and tickets (routes/admin/camps.ts, tickets.ts)
  no_days: ['訓練營至少要有一天的內容才能發布', 'A camp needs at least one day to be published'],
  day_taken: ['這個訓練營已有第 {{day}} 天', 'This camp already has a day {{day}}'],
  seats_below_signups: [
    '名額不能少於已報名的 {{taken}} 人',
    'The seats cannot be fewer than the {{taken}} people already signed up'
  ],
  // courses and short videos (routes/admin/courses.ts, shortVideos.ts)
  no_lessons: ['課程至少要有一堂課才能發布', 'A course needs at least one lesson to be published'],
  upload_wrong_kind: [
    '上傳的檔案類型不符（短影音需要影片）',
    'The uploaded file is of the wrong kind (a short video needs a video)'
  ],
  // scene music and daily picks (routes/admin/scenesPicks.ts)
  upload_not_audio: [
    '上傳的檔案不是音訊（場景音樂需要音訊檔）',
    'The uploaded file is not audio (scene music needs an audio file)'
  ],
  pick_day_taken: [
    '{{day}} 已有每日推薦，請編輯那一則',
    'There is already a daily pick for {{day}}; edit that one instead'
  ],
  // campaign landings (routes/admin/landings.ts)
  landing_taken: ['已有這個代號的活動頁', 'A landing page with this id already exists'],
  // annual cards (routes/admin/annualCards.ts)
  card_not_held: ['這位會員目前沒有年卡', 'This user holds no annual card now'],
  // questionnaires and gifts (routes/admin/questionnaires.ts, gifts.ts)
  has_answers: [
    '這份問卷已有人填寫，不能再改題目或刪除',
    'This questionnaire has answers: its questions can no longer be changed, nor can it be deleted'
  ],
  gift_not_revocable: [
    '只有尚未領取、未過期且未退款的禮物可以撤銷（目前：{{status}}）',
    'Only a gift that is not claimed, expired or refunded can be revoked (it is {{status}} now)'
  ],
  internal: ['伺服器忙碌中，請稍後再試', 'Something went wrong, please try again later'],
  admin_not_built: [
    '管理後台尚未建置：請執行 npm run build:admin',
    'The operator console is not built: run npm run build:admin'
  ]
} satisfies Record<string, [string, string]>

export type AdminCode = keyof typeof messages

export function adminLangOf(req: Pick<FastifyRequest, 'headers'>): Lang {
  const h = req.headers['x-lang'] ?? req.headers['accept-language']
  return typeof h === 'string' && h.trim().toLowerCase().startsWith('en') ? 'en' : 'zh-Hant'
}

export function adminMessage(lang: Lang, code: AdminCode, vars: Record<string, string | number> = {}): string {
  const [zh, en] = messages[code]
  return (lang === 'en' ? en : zh).replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''))
}

/** The one way an admin handler fails on purpose. */
export class AdminError extends Error {
  constructor(
    readonly status: number,
    readonly code: AdminCode,
    readonly vars: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {}
  ) {
    super(code)
  }
}

export const AdminErrors = {
  signedOut: () => new AdminError(401, 'signed_out'),
  badCredentials: () => new AdminError(401, 'bad_credentials'),
  forbidden: () => new AdminError(403, 'forbidden'),
  notFound: () => new AdminError(404, 'not_found'),
  conflict: (code: AdminCode) => new AdminError(409, code),
  badRequest: (code: AdminCode = 'bad_request', field?: string) => new AdminError(400, code, field ? { field } : {}),
  rateLimited: (seconds: number) => new AdminError(429, 'rate_limited', { seconds }, { 'retry-after': String(seconds) })
}
