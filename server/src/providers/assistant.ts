/**
 * Who writes the assistant's answer text. The cards always come from our own content; the provider only turns
 * what was found into words. `local` (the default) composes the answer from our texts without any network; a
 * hosted model (a Coze bot) is used only when configured: ASSISTANT_PROVIDER=coze with COZE_API_TOKEN and
 * COZE_BOT_ID (COZE_API_BASE defaults to https://api.coze.com). A hosted failure falls back to the local text.
 */
import type { Lang } from '../i18n'

export interface AssistantContext {
  message: string
  lang: Lang
  /** The text our own content gives (what the local provider says). */
  localAnswer: string
  /** Titles of the cards found, for the hosted model to mention. */
  found: string[]
  /** A stable id of the asker (user id or a hash of the IP), for the hosted conversation. */
  asker: string
}

export interface AssistantProvider {
  readonly kind: 'local' | 'hosted'
  /** The answer as it is written, piece by piece. */
  answer(ctx: AssistantContext): AsyncIterable<string>
}

/** Splits text into short pieces (a few characters or a word), as a stream would deliver them. */
export function* pieces(text: string): Generator<string> {
  const re = /[\u3000-\u9fff\uff00-\uffef]{1,4}|[^\s\u3000-\u9fff\uff00-\uffef]+\s*|\s+/g
  let m: RegExpExecArray | null
  while ((m = re.exec(text))) yield m[0]
}

export const localAssistant: AssistantProvider = {
  kind: 'local',
  async *answer(ctx) {
    yield* pieces(ctx.localAnswer)
  }
}

type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string }
) => Promise<{
  ok: boolean
  status: number
  body: AsyncIterable<Uint8Array> | null
}>

/** A Coze bot through its v3 chat API, streamed (server-sent events, `conversation.message.delta`). */
export function cozeAssistant(
  cfg: { token: string; botId: string; base: string },
  fetchImpl: FetchLike = fetch as unknown as FetchLike
): AssistantProvider {
  return {
    kind: 'hosted',
    async *answer(ctx) {
      const prompt =
        (ctx.lang === 'en' ? 'Answer in English. ' : '請用繁體中文回答。') +
        `${ctx.message}\n\n${ctx.lang === 'en' ? 'Practices we found' : '我們找到的練習'}: ${ctx.found.join(' / ')}`
      const res = await fetchImpl(`${cfg.base}/v3/chat`, {
        method: 'POST',
        headers: { authorization: `Bearer ${cfg.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          bot_id: cfg.botId,
          user_id: ctx.asker,
          stream: true,
          auto_save_history: false,
          additional_messages: [{ role: 'user', content: prompt, content_type: 'text' }]
        })
      })
      if (!res.ok || !res.body) throw new Error(`coze answered ${res.status}`)
      const decoder = new TextDecoder()
      let buffer = ''
      let event = ''
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk, { stream: true })
        let nl: number
        while ((nl = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, nl).trim()
          buffer = buffer.slice(nl + 1)
          if (line.startsWith('event:')) event = line.slice(6).trim()
          else if (line.startsWith('data:') && event === 'conversation.message.delta') {
            try {
              const data = JSON.parse(line.slice(5)) as { type?: string; content?: string }
              if (data.type === 'answer' && data.content) yield data.content
            } catch {
              /* a line that is not JSON is skipped */
            }
          }
        }
      }
    }
  }
}

/** The provider the environment selects (config.ts reads ASSISTANT_PROVIDER; the credentials come from `env`). */
export function assistantProviderOf(name: string | undefined, env: NodeJS.ProcessEnv): AssistantProvider {
  if (name === 'coze') {
    const token = env.COZE_API_TOKEN
    const botId = env.COZE_BOT_ID
    if (!token || !botId) throw new Error('ASSISTANT_PROVIDER=coze needs COZE_API_TOKEN and COZE_BOT_ID')
    return cozeAssistant({ token, botId, base: (env.COZE_API_BASE || 'https://api.coze.com').replace(/\/+$/, '') })
  }
  if (name && name !== 'local') throw new Error(`unknown ASSISTANT_PROVIDER ${name}`)
  return localAssistant
}
