/**
 * The in-app assistant (`/commonPage/pages/coze`): `POST /v3/assistant/ask` answers a message from our own
 * content (help-centre FAQs, catalogue search, the user's listening history) with result cards, or through a
 * hosted model when the server is configured for one. The envelope answer is the default; with
 * `accept: application/x-ndjson` the server streams `AssistantStreamLine`s instead.
 */
import type { SearchKind } from './search'

export const ASSISTANT_MESSAGE_MAX = 200

export interface AssistantAskBody {
  message: string
}

/**
 * What a card opens: a catalogue hit (as a search hit opens), an FAQ answer, a track from the history, or an app
 * page ('page': its path in `sku`, e.g. the refund policy and the contact page for a refund wish).
 */
export type AssistantCardKind = SearchKind | 'faq' | 'history' | 'page'

export interface AssistantCardDTO {
  kind: AssistantCardKind
  /** Catalogue id (search hits), FAQ id, or the history entry's track id (0 for a page). */
  id: number
  sku: string
  title: string
  subtitle: string
  cover: string
  /** Course, short-video and live hits: commodity type and sub type (they pick the page, as in search). */
  type?: number
  sub_type?: number
}

export interface AssistantAnswerDTO {
  answer: string
  cards: AssistantCardDTO[]
  /** Who wrote the text: our own content ('local') or the configured hosted model ('hosted'). */
  provider: 'local' | 'hosted'
  /** The topic recognised in the message (sleep, stress, focus, …), or null. */
  topic: string | null
}

/** One line of the streamed answer: text pieces, then the cards, then done. */
export type AssistantStreamLine =
  | { type: 'delta'; text: string }
  | { type: 'cards'; cards: AssistantCardDTO[]; topic: string | null }
  | { type: 'done'; provider: 'local' | 'hosted' }
