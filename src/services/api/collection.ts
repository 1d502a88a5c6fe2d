/** Curated collections (spec §7 `/v3/collection/*`). Types: src/protocol/collection.ts. */
import type { Http } from '../http'
import type { CollectionCardDTO, CollectionDetailDTO, CollectionFavoriteDTO } from '../../protocol/collection'
import { registerApiDomain } from './registry'

export function createCollectionApi(http: Http) {
  return {
    list: () => http.get<CollectionCardDTO[]>('/v3/collection/list', undefined, { silent: true }),
    detail: (id: number) =>
      http.get<CollectionDetailDTO>(`/v3/collection/${encodeURIComponent(String(id))}`, undefined, { silent: true }),
    setFavorite: (id: number, favorite: boolean) =>
      http.put<CollectionFavoriteDTO>('/v3/collection/favorite', { id, favorite })
  }
}

registerApiDomain('collection', createCollectionApi)
