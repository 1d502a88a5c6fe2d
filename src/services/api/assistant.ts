/**
 * The in-app assistant (POST /v3/assistant/ask). The answer comes as one envelope: Taro.request resolves only
 * with the whole body on every target (its H5 fetch reads the body to the end; the mini-program's chunked mode
 * is outside Taro's interceptor chain), so the page reveals the text progressively itself. The server can also
 * stream the answer as ndjson for clients that read a response as it arrives.
 */
import type { Http } from '../http'
import type { AssistantAnswerDTO } from '../../protocol/assistant'
import { registerApiDomain } from './registry'

export function createAssistantApi(http: Http) {
  return {
    /** The page shows failures (the rate limit's message too) in the conversation, so no toast. */
    ask: (message: string) => http.post<AssistantAnswerDTO>('/v3/assistant/ask', { message }, { silent: true })
  }
}
export type AssistantApi = ReturnType<typeof createAssistantApi>

registerApiDomain('assistant', createAssistantApi)
