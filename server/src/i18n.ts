/**
 * Server-side messages in the two product languages (traditional Chinese only, never Simplified).
 * The request language comes from the x-lang header ('zh-Hant' | 'en'); anything else falls back to zh-Hant.
 */
export type Lang = 'zh-Hant' | 'en'

export function langOf(header: unknown): Lang {
  return typeof header === 'string' && header.toLowerCase().startsWith('en') ? 'en' : 'zh-Hant'
}

/** Picks the text of the request language from a zh/en pair. */
export function pick(lang: Lang, zh: string, en: string): string {
  return lang === 'en' ? en || zh : zh || en
}

const messages = {
  ok: ['成功', 'OK'],
  badRequest: ['請求內容不正確', 'The request is not valid'],
  badField: ['欄位「{{field}}」不正確', 'The field "{{field}}" is not valid'],
  missingField: ['缺少欄位「{{field}}」', 'The field "{{field}}" is required'],
  nothingToUpdate: ['沒有要更新的欄位', 'There is nothing to update'],
  badTimeZone: [
    '無法辨識時區「{{zone}}」，請確認裝置的時區設定後再試',
    'The time zone "{{zone}}" is not recognised. Check your device\'s time zone and try again'
  ],
  phoneInvalid: ['請填寫正確的電話號碼', 'Please enter a valid phone number'],
  badJson: ['請求內容不是有效的 JSON', 'The request body is not valid JSON'],
  nulChar: ['請求內容含有不允許的空字元（NUL）', 'The request contains a NUL character, which is not allowed'],
  tooDeep: ['請求內容的巢狀層數過多', 'The request body is nested too deeply'],
  tooLarge: ['請求內容過大', 'The request body is too large'],
  badContentType: ['不支援的內容類型', 'Unsupported content type'],
  searchKeywordEmpty: ['請輸入要搜尋的內容', 'Type something to search for'],
  searchKeywordTooLong: ['搜尋內容最多 {{max}} 個字', 'A search can be at most {{max}} characters'],
  commentBlank: ['請輸入留言內容', 'Write something first'],
  commentTooLong: [
    '留言最多 {{max}} 字（中文每字算兩個字）',
    'A message can be at most {{max}} characters (Chinese characters count as two)'
  ],
  notFound: ['找不到該資源', 'Not found'],
  internal: ['伺服器忙碌中，請稍後再試', 'Something went wrong, please try again later'],
  notLoggedIn: ['請先登入', 'Please log in first'],
  forbidden: ['沒有權限', 'You are not allowed to do this'],
  signatureMissing: ['缺少請求簽名', 'The request signature is missing'],
  signatureExpired: ['請求已過期，請校正裝置時間後重試', 'The request has expired; check your device clock and retry'],
  signatureInvalid: ['請求簽名不正確', 'The request signature is not valid'],
  nonceReplayed: ['重複的請求', 'This request was already received'],
  rateLimited: ['操作太頻繁，請 {{seconds}} 秒後再試', 'Too many attempts, please try again in {{seconds}} s'],
  codeSent: ['驗證碼已發送', 'The verification code has been sent'],
  codeInvalid: ['驗證碼不正確或已過期', 'The verification code is wrong or has expired'],
  assistantEmpty: ['請輸入想問的內容', 'Type something to ask'],
  assistantTooLong: ['問題最多 {{max}} 個字', 'A question can be at most {{max}} characters'],
  // the contact form (issue 32; the page checks the same rules first: protocol/shop.ts)
  supportEmail: [
    '請填寫正確的電子郵件，我們會回覆到這個地址',
    'Enter a valid e-mail address so that we can answer you'
  ],
  supportSubject: ['請填寫主旨（最多 {{max}} 個字）', 'Give your message a subject (at most {{max}} characters)'],
  supportMessage: [
    '請描述你遇到的情況（{{min}} 到 {{max}} 個字）',
    'Tell us what happened ({{min}} to {{max}} characters)'
  ],
  mallAccountInvalid: ['請填寫正確的電子郵件或手機號碼', 'Enter a valid e-mail address or mobile number'],
  mallAccountTaken: ['這個商城帳號已綁定其他使用者', 'This mall account is bound to another user'],
  mallOtherBound: ['你已綁定另一個商城帳號', 'You have already bound another mall account'],
  mallNotBound: ['尚未綁定這個商城帳號', 'This mall account is not bound to you'],
  mallUnavailable: ['商城暫時無法使用，請稍後再試', 'The shop is not available right now; please try again later'],
  codeTooManyAttempts: ['驗證碼錯誤次數過多，請重新取得', 'Too many wrong codes; please request a new one'],
  mailUnavailable: [
    '暫時無法寄出驗證信，請稍後再試',
    'The e-mail could not be sent right now; please try again shortly'
  ],
  mailRecipientRejected: [
    '此電子郵件地址無法收信，請確認後再試',
    'This e-mail address cannot receive mail; please check it'
  ],
  smsUnavailable: [
    '暫時無法發送簡訊，請稍後再試',
    'The text message could not be sent right now; please try again shortly'
  ],
  smsRecipientRejected: [
    '此手機號碼無法接收簡訊，請確認後再試',
    'This number cannot receive text messages; please check it'
  ],
  // the text message with a one-time code (providers/sms/twilio.ts): one segment (70 characters in Chinese)
  smsCode: [
    '【靜心】驗證碼 {{code}}，{{minutes}} 分鐘內有效，請勿提供給他人。',
    'Jingxin code: {{code}}. Valid for {{minutes}} minutes. Do not share it.'
  ],
  // the e-mail with a one-time code (providers/mail/codeMail.ts)
  mailCodeSubject: ['靜心驗證碼：{{code}}', 'Your Jingxin code: {{code}}'],
  mailCodeGreeting: ['您好：', 'Hello,'],
  mailCodeLogin: ['您正在登入或註冊靜心，驗證碼是：', 'Here is your code to sign in to Jingxin:'],
  mailCodeReset: ['您正在重設靜心帳號的密碼，驗證碼是：', 'Here is your code to reset your Jingxin password:'],
  mailCodeBind: [
    '您正在將此電子郵件綁定到靜心帳號，驗證碼是：',
    'Here is your code to add this address to your Jingxin account:'
  ],
  mailCodeMall: ['您正在綁定靜心商城帳號，驗證碼是：', 'Here is your code to link your Jingxin mall account:'],
  mailCodeExpiry: [
    '驗證碼於 {{minutes}} 分鐘內有效，只能使用一次。',
    'The code works once, within {{minutes}} minutes.'
  ],
  mailCodeIgnore: [
    '如果這不是您本人的操作，請忽略這封信，您的帳號不會有任何變更。',
    'If you did not ask for it, ignore this e-mail: nothing changes on your account.'
  ],
  mailCodeSignature: ['靜心', 'Jingxin'],
  wrongPassword: ['帳號或密碼不正確', 'Wrong account or password'],
  oldPasswordWrong: ['原密碼不正確', 'The current password is wrong'],
  passwordRequired: ['請先設定密碼', 'Please set a password first'],
  accountExists: ['此帳號已被其他會員使用', 'This account is already used by another user'],
  mobileRequired: ['請先綁定手機號碼', 'Please bind a mobile number first'],
  providerFailed: ['第三方登入失敗', 'Third-party login failed'],
  providerCodeInvalid: [
    '{{provider}}登入已失效或已使用過，請再試一次',
    'The {{provider}} sign-in has expired or was already used; please try again'
  ],
  providerRefused: [
    '{{provider}}拒絕了這次登入，請改用其他方式登入',
    '{{provider}} refused this sign-in; please sign in another way'
  ],
  providerUnavailable: [
    '暫時無法連線{{provider}}，請稍後再試',
    '{{provider}} cannot be reached right now; please try again shortly'
  ],
  providerNameWechat: ['微信', 'WeChat'],
  providerNameLine: ['LINE', 'LINE'],
  providerNameFacebook: ['Facebook', 'Facebook'],
  phoneCodeInvalid: [
    '取得手機號碼的授權已失效，請再試一次',
    'The permission to read your phone number has expired; please try again'
  ],
  databaseUnavailable: [
    '服務暫時無法使用，請稍後再試',
    'The service is briefly unavailable; please try again in a moment'
  ],
  notReady: ['服務尚未就緒，請稍後再試', 'The service is not ready yet; please try again shortly'],
  membershipRequired: ['此內容僅限會員收聽，請先開通會員', 'This content is for members; please join first'],
  annualPassRequired: ['此課程需要年卡權益', 'This course needs an annual card'],
  enterpriseLogin: ['請使用企業微信登入', 'Please log in with WeCom'],
  accountDeleted: ['帳號已註銷', 'The account has been deleted'],
  liveNotBookable: ['這場直播目前無法預約', 'This live cannot be booked now'],
  liveRemoved: ['你已被移出這場直播', 'You have been removed from this live'],
  liveMuted: ['你已被禁言，暫時無法在直播間發言', 'You have been muted; you cannot post in this live for now'],
  liveMessageBlank: ['請輸入訊息', 'Please enter a message'],
  liveMessageTooLong: ['訊息太長了', 'This message is too long'],
  liveNotLive: ['直播尚未開始或已結束', 'The live has not started or has ended'],
  liveTeacherOnly: ['只有直播老師可以使用', 'Only the live teacher can use this'],
  polyvUnavailable: ['直播服務暫時無法連線，請稍後再試', 'The live service cannot be reached; please try again later'],
  resetMailSent: ['如果帳號存在，重設密碼的驗證碼已寄出', 'If the account exists, a reset code has been sent'],
  // commerce
  orderClosed: ['訂單已關閉，請重新下單', 'This order is closed; please place a new one'],
  payFailed: ['付款未完成，請再試一次', 'The payment did not go through; please try again'],
  payUnavailable: [
    '付款服務暫時沒有回應，請稍後再試',
    'The payment service is not answering; please try again shortly'
  ],
  alreadyOwned: ['你已擁有此課程', 'You already own this course'],
  includedInCard: ['此課程已包含在你的年卡中，可直接學習', 'Your annual card already includes this course'],
  freeCourse: ['此課程免費，無需購買', 'This course is free; no purchase is needed'],
  notForSale: ['此項目無法直接購買', 'This item cannot be bought here'],
  lowerCard: ['你已擁有更高等級的年卡', 'You already have a higher annual card'],
  soldOut: ['名額已滿', 'Sold out: no seats are left'],
  notFreeEvent: ['此活動需付費報名', 'This activity is not free; please sign up with payment'],
  eventEnded: ['活動已結束', 'This activity has ended'],
  ticketCancelled: ['此票券已取消', 'This ticket has already been cancelled'],
  cancelClosed: ['活動開始前 24 小時內無法取消', 'Tickets cannot be cancelled within 24 hours of the start'],
  ticketRefunded: ['已取消報名，款項將原路退回', 'Your sign-up is cancelled; your payment is being refunded'],
  campDayLocked: ['這一天的內容尚未開放', 'This day has not opened yet'],
  payRefunded: [
    '此項目已無法購買，款項將原路退回',
    'This item can no longer be bought; your payment is being refunded'
  ],
  orderRefunded: ['此訂單已退款', 'This order was refunded'],
  couponUnavailable: ['此優惠券不適用於這筆訂單', 'This coupon cannot be used for this order'],
  couponUnknown: ['找不到此優惠碼，請確認後再輸入', 'Unknown coupon code; please check it'],
  couponClaimed: ['你已領取過此優惠券', 'You already have this coupon'],
  exchangeUnknown: ['兌換碼不存在，請確認後再輸入', 'This exchange code does not exist; please check it'],
  exchangeUsed: ['此兌換碼已被使用', 'This exchange code has already been used'],
  exchangeExpired: ['此兌換碼已過期', 'This exchange code has expired'],
  priceChanged: ['價格已變動，請重新下單', 'The price has changed; please place a new order'],
  courseCodeUnknown: ['課程兌換碼不存在，請確認後再輸入', 'This course code does not exist; please check it'],
  courseCodeUsed: ['此課程兌換碼已被使用', 'This course code has already been used'],
  courseCodeExpired: ['此課程兌換碼已過期', 'This course code has expired'],
  // study community
  forumTextEmpty: ['請輸入內容', 'Please write something first'],
  forumTextTooLong: [
    '內容最多 {{max}} 個字元（中文字算兩個）',
    'The text can be at most {{max}} characters (Chinese characters count as two)'
  ],
  forumBannedWord: [
    '內容含有不允許的字詞，請修改後再發布',
    'The text contains a word that is not allowed; please change it'
  ],
  forumTooManyImages: ['最多可附上 {{max}} 張圖片', 'A post can have at most {{max}} images'],
  forumFileUnknown: ['附件無效，請重新上傳', 'An attachment is not valid; please upload it again'],
  forumImagesOrVideo: ['一則貼文只能附圖片或影片其中一種', 'A post can have images or a video, not both'],
  forumNotVideo: ['請選擇 MP4 格式的影片', 'Please choose an MP4 video'],
  forumVideoTooLarge: ['影片不能超過 {{mb}} MB', 'The video can be at most {{mb}} MB'],
  forumVideoTooLong: ['影片不能超過 {{seconds}} 秒', 'The video can be at most {{seconds}} seconds long'],
  forumBlockSelf: ['不能封鎖自己', 'You cannot block yourself'],
  // learning gold
  goldNotEnough: ['學習金不足，邀請好友可獲得更多學習金', 'Not enough learning gold; invite friends to earn more'],
  goldSoldOut: ['此禮品已兌換完畢', 'This gift is out of stock'],
  goldGiftUnknown: ['找不到此禮品', 'This gift does not exist'],
  goldRepeated: ['此兌換已處理，請勿重複提交', 'This exchange was already made; it is not repeated'],
  goldAddressRequired: ['實體禮品請填寫收件地址', 'Please give a delivery address for a physical gift'],
  // coupons changing hands
  couponGone: ['此優惠券已被領取或轉讓', 'This coupon has already been claimed or passed on'],
  couponNotTransferable: [
    '只有未使用且未過期的優惠券可以轉讓',
    'Only unused coupons that have not expired can be passed on'
  ],
  couponTargetHas: ['對方已有這張優惠券', 'That account already has this coupon'],
  couponSelf: ['不能轉讓或領取自己的優惠券', 'You cannot pass a coupon to yourself'],
  couponShareUnknown: ['找不到此領取連結', 'This claim link does not exist'],
  couponReceiverUnknown: ['找不到此手機號碼或電子郵件的帳號', 'No account has this phone number or e-mail'],
  checkInNoteTooLong: ['打卡筆記最多 {{max}} 個字元', 'A check-in note can be at most {{max}} characters'],
  researchRequired: ['「{{field}}」為必填', '"{{field}}" is required'],
  researchChoice: ['「{{field}}」請從選項中選擇', 'Please choose from the options of "{{field}}"'],
  researchScale: ['「{{field}}」的分數不在範圍內', 'The score of "{{field}}" is out of range'],
  researchTooShort: ['「{{field}}」太短了', 'The answer to "{{field}}" is too short'],
  researchTooLong: ['「{{field}}」太長了', 'The answer to "{{field}}" is too long'],
  researchDone: ['你已填寫過這份問卷', 'You have already answered this form'],
  // gifts and membership invitations
  giftNotFound: ['找不到此禮物', 'This gift does not exist'],
  giftOwn: ['這是你送出的禮物，請分享給好友領取', 'This is your own gift: share it with a friend to claim'],
  giftTaken: ['此禮物已被領取', 'This gift has already been claimed'],
  giftClaimedByYou: ['你已領取此禮物', 'You have already claimed this gift'],
  giftExpired: ['此禮物已過期，無法領取', 'This gift has expired and can no longer be claimed'],
  giftRevoked: [
    '此禮物已由客服撤銷，無法領取',
    'This gift was revoked by customer support and can no longer be claimed'
  ],
  giftNotExpired: ['禮物在 30 天內仍可由好友領取，過期後才能收回', 'A gift can be taken back only after its 30 days'],
  giftNotGiftable: ['此項目不能作為禮物', 'This item cannot be given as a gift'],
  memberInviteOnlyVip: ['此邀請僅適用於冥想會員', 'This invitation is for the meditation membership only'],
  // enterprises and their groups
  enterpriseUnknown: ['此企業微信帳號尚未開通企業空間', 'This WeCom organisation has no enterprise space here'],
  wecomUnavailable: ['目前無法使用企業微信登入', 'WeCom login is not available right now'],
  wecomCodeInvalid: [
    '企業微信登入已失效，請重新登入',
    'This WeCom sign-in is invalid or has expired; please sign in again'
  ],
  wecomNotStaff: ['此企業微信帳號不是組織成員', 'This WeCom account is not a member of the organisation'],
  wecomUnreachable: ['暫時無法連線企業微信，請稍後再試', 'WeCom cannot be reached right now; please try again shortly'],
  groupCodeInvalid: ['找不到此邀請碼，請確認後再輸入', 'This invite code does not exist; please check it'],
  groupCodeExpired: [
    '此邀請碼已過期，請向群組管理員索取新的邀請碼',
    'This invite code has expired; ask the group admin for a new one'
  ],
  groupRemoved: ['你已被移出此群組，無法再加入', 'You were removed from this group and cannot rejoin'],
  groupAdminOnly: ['只有群組管理員可以這樣做', 'Only a group admin can do this'],
  groupNotMember: ['此會員不在這個群組中', 'This user is not in the group'],
  groupSanctionSelf: ['不能禁言或移除自己', 'You cannot mute or remove yourself'],
  enterpriseMembersOnly: ['此內容僅限企業成員', 'This content is for members of the enterprise']
} satisfies Record<string, [string, string]>

export type MessageKey = keyof typeof messages

/** Translates a message key, filling `{{name}}` placeholders. */
export function t(lang: Lang, key: MessageKey, vars: Record<string, string | number> = {}): string {
  const [zh, en] = messages[key]
  return (lang === 'en' ? en : zh).replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''))
}
