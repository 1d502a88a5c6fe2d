/**
 * What every shop has (issue 32): the site documents (privacy, terms, refund policy) in the request language,
 * and the contact form. Payload types: src/protocol/shop.ts.
 */
import type { Http } from '../http'
import type { SiteDocumentDTO, SiteDocumentKey, SupportMessageBody, SupportMessageSentDTO } from '../../protocol/shop'
import { registerApiDomain } from './registry'

export function createShopApi(http: Http) {
  return {
    document: (key: SiteDocumentKey) => http.get<SiteDocumentDTO>(`/v3/site/documents/${key}`),
    /** The form shows the server's message on its error line, so no toast. */
    sendMessage: (body: SupportMessageBody) =>
      http.post<SupportMessageSentDTO>('/v3/support/messages', { ...body }, { silent: true })
  }
}
export type ShopApi = ReturnType<typeof createShopApi>

registerApiDomain('shop', createShopApi)
