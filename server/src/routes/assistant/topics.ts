/**
 * What the assistant recognises in a message (pure): practice topics with the catalogue searches that find
 * them and what to say, the "continue where I was" wish, and help-centre questions by their words. Messages
 * are compared in the search normalisation (NFKC, lower case, Simplified → Traditional), so 睡不着 is 睡不著.
 */
import type { SearchKind } from '@app/protocol'
import type { Lang } from '../../i18n'
import { normaliseSearch, searchTerms } from '../../lib/searchText'

export interface Topic {
  key: string
  triggers: string[]
  queries: Record<Lang, string[]>
  /** Kinds searched first (the rest follow). */
  first: SearchKind[]
  answer: [string, string]
}

export const TOPICS: Topic[] = [
  {
    key: 'sleep',
    triggers: ['睡', '眠', '失眠', '好累', 'sleep', 'insomnia', 'bedtime', 'awake at night', 'tired'],
    queries: { 'zh-Hant': ['好眠', '睡前', '睡眠'], en: ['sleep', 'bedtime'] },
    first: ['meditation'],
    answer: [
      '睡不著的時候，先別逼自己入睡。躺好，把注意力放在呼吸上，讓身體一點一點放鬆。這些睡前練習可以陪你：',
      "When you can't sleep, don't force it. Lie back, rest your attention on your breath and let the body soften bit by bit. These bedtime practices can keep you company:"
    ]
  },
  {
    key: 'stress',
    triggers: [
      '壓力',
      '焦慮',
      '緊張',
      '煩',
      '放鬆',
      'stress',
      'anxious',
      'anxiety',
      'relax',
      'calm',
      'worried',
      'overwhelm'
    ],
    queries: { 'zh-Hant': ['減壓', '放鬆'], en: ['stress', 'relax'] },
    first: ['meditation'],
    answer: [
      '壓力大的時候，先停下來做三次慢慢的深呼吸，感覺腳踩在地上。接著可以試試這些放鬆練習：',
      'When stress builds up, pause for three slow breaths and feel your feet on the ground. Then try one of these:'
    ]
  },
  {
    key: 'focus',
    triggers: ['專注', '分心', '注意力', '讀書', 'focus', 'concentrat', 'distract', 'study'],
    queries: { 'zh-Hant': ['專注'], en: ['focus'] },
    first: ['meditation'],
    answer: [
      '想專注，可以先用幾分鐘把注意力帶回呼吸，再開始手邊的事。這些練習適合工作或讀書前：',
      'To focus, spend a few minutes bringing attention back to the breath before you start. These suit the moment before work or study:'
    ]
  },
  {
    key: 'breath',
    triggers: ['呼吸', 'breath', 'breathing'],
    queries: { 'zh-Hant': ['呼吸'], en: ['breath'] },
    first: ['meditation'],
    answer: [
      '呼吸是隨時都能回來的地方。這些呼吸練習短而簡單：',
      'The breath is always there to come back to. These breathing practices are short and simple:'
    ]
  },
  {
    key: 'beginner',
    triggers: ['入門', '新手', '第一次', '怎麼開始', '初學', 'beginner', 'get started', 'new to', 'first time'],
    queries: { 'zh-Hant': ['入門'], en: ['beginner'] },
    first: ['meditation'],
    answer: [
      '歡迎開始冥想！每天幾分鐘就很好，從這些入門內容開始：',
      'Welcome! A few minutes a day is plenty. Start with these:'
    ]
  },
  {
    key: 'emotions',
    triggers: ['情緒', '難過', '傷心', '生氣', '低落', '慈心', 'emotion', 'sad', 'angry', 'upset', 'kindness'],
    queries: { 'zh-Hant': ['情緒', '慈心'], en: ['emotion', 'kindness'] },
    first: ['meditation'],
    answer: [
      '情緒來的時候，不必推開它，試著溫柔地看著它。這些練習可以陪你：',
      "When feelings come, you don't have to push them away; try to meet them gently. These can help:"
    ]
  }
]

const HISTORY_TRIGGERS = [
  '繼續',
  '上次',
  '最近聽',
  '聽過',
  '聽到哪',
  'continue',
  'last time',
  'recently',
  'history',
  'where i left'
]

export function detectTopic(message: string): Topic | null {
  const m = normaliseSearch(message)
  return TOPICS.find((topic) => topic.triggers.some((w) => m.includes(normaliseSearch(w)))) ?? null
}

/** A refund or a human: the answer leads to the refund policy and the contact page (issue 32). */
const REFUND_TRIGGERS = [
  '退款',
  '退費',
  '退錢',
  '退訂',
  '取消訂單',
  '客服',
  '真人',
  'refund',
  'money back',
  'cancel my order',
  'support',
  'human'
]

export function wantsRefund(message: string): boolean {
  const m = normaliseSearch(message)
  return REFUND_TRIGGERS.some((w) => m.includes(normaliseSearch(w)))
}

export const REFUND_ANSWER: [string, string] = [
  '退款的方式寫在退款政策裡：活動票券在開始前 24 小時以前可以在「我的票券」自行取消並自動退款；會員、課程與未領取的禮物，請透過「聯絡我們」告訴我們訂單與原因，真人客服會以電子郵件回覆你。',
  'How refunds work is in the refund policy: an event ticket can be cancelled in "My tickets" until 24 hours before the start and is refunded automatically; for a membership, a course or an unclaimed gift, tell us the order and the reason through "Contact us" and a person will answer by e-mail.'
]
export const REFUND_CARDS: { path: string; title: [string, string]; subtitle: [string, string] }[] = [
  {
    path: '/commonPage/pages/policy?key=refund',
    title: ['退款政策', 'Refund Policy'],
    subtitle: ['會員、課程、票券與禮物怎麼退款', 'How memberships, courses, tickets and gifts are refunded']
  },
  {
    path: '/commonPage/pages/contact',
    title: ['聯絡我們', 'Contact us'],
    subtitle: ['寫給真人客服，我們以電子郵件回覆', 'Write to a person; we answer by e-mail']
  }
]

export function wantsHistory(message: string): boolean {
  const m = normaliseSearch(message)
  return HISTORY_TRIGGERS.some((w) => m.includes(w))
}

const STOP_ZH = new Set([
  '如何',
  '怎麼',
  '什麼',
  '可以',
  '我的',
  '哪些',
  '為什',
  '是否',
  '請問',
  '要怎',
  '麼辦',
  '怎樣'
])
const STOP_EN = new Set(
  'how do does did i a an the can what to is are my me of for with you your and or in on it be become get'.split(' ')
)

/** The words of a message that say something: CJK bigrams and latin words of 3+ letters, minus filler. */
export function keyTerms(message: string): string[] {
  return searchTerms(normaliseSearch(message)).filter((term) => {
    if (term.startsWith('~')) return false
    if (/^[\u3400-\u9fff]+$/.test(term)) return term.length >= 2 && !STOP_ZH.has(term)
    return term.length >= 3 && !STOP_EN.has(term)
  })
}

/** How many of the message's key terms a text holds (latin words also as the start of a longer word). */
export function overlap(terms: string[], text: string): number {
  const norm = normaliseSearch(text)
  const words = norm.match(/[a-z0-9]+/g) ?? []
  return terms.filter((t) => (/^[a-z0-9]+$/.test(t) ? words.some((w) => w.startsWith(t)) : norm.includes(t))).length
}

export const NOTHING_FOUND: [string, string] = [
  '我還沒找到適合的內容。可以換個說法，例如「睡不著」「想放鬆」「專注」，或到說明中心看看常見問題。',
  'I have not found anything for that yet. Try other words, like "can\'t sleep", "relax" or "focus", or look in the help centre.'
]
export const FOUND_GENERIC: [string, string] = ['我在靜心裡找到這些：', 'Here is what I found in Jingxin:']
export const FAQ_LEAD: [string, string] = ['說明中心有相關的解答：', 'The help centre answers this:']
export const HISTORY_LEAD: [string, string] = [
  '這是你最近聽過的，可以從這裡繼續：',
  'Here is what you played recently; pick up from there:'
]
export const HISTORY_LOGIN: [string, string] = [
  '登入後我就能從你的聆聽紀錄裡幫你找。',
  'Log in and I can look through your listening history.'
]
