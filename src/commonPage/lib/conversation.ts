/**
 * The assistant's conversation as it is kept on the device (pure: the page reads and writes storage): the
 * newest CONVERSATION_MAX messages, and anything unreadable in storage dropped rather than shown.
 */
import type { AssistantCardDTO } from '../../protocol/assistant'

export const CONVERSATION_MAX = 40

export interface ChatMessage {
  id: string
  role: 'user' | 'bot'
  text: string
  cards: AssistantCardDTO[]
  /** A failure shown in the conversation (rate limit, network); not sent back to the server. */
  failed?: boolean
  at: number
}

function isMessage(x: unknown): x is ChatMessage {
  if (!x || typeof x !== 'object') return false
  const m = x as ChatMessage
  return (
    typeof m.id === 'string' &&
    (m.role === 'user' || m.role === 'bot') &&
    typeof m.text === 'string' &&
    Array.isArray(m.cards) &&
    typeof m.at === 'number'
  )
}

/** The stored value as a conversation (a missing or damaged value is an empty one). */
export function readConversation(stored: unknown): ChatMessage[] {
  return Array.isArray(stored) ? stored.filter(isMessage).slice(-CONVERSATION_MAX) : []
}

/** `list` with `messages` added at the end, cut to the newest CONVERSATION_MAX. */
export function appendMessages(list: ChatMessage[], ...messages: ChatMessage[]): ChatMessage[] {
  return [...list, ...messages].slice(-CONVERSATION_MAX)
}

/** How much of `text` shows `elapsedMs` into its reveal at `charsPerTick` characters every `tickMs`. */
export function revealed(text: string, elapsedMs: number, charsPerTick = 3, tickMs = 30): string {
  const chars = Array.from(text)
  const n = Math.max(0, Math.floor(elapsedMs / tickMs) * charsPerTick)
  return n >= chars.length ? text : chars.slice(0, n).join('')
}
