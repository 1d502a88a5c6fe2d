/**
 * Curated collections (spec §7 `/v3/collection/*`): meditation albums and courses around one theme.
 * GET /v3/collection/list → CollectionCardDTO[]; GET /v3/collection/{id} → CollectionDetailDTO;
 * PUT /v3/collection/favorite CollectionFavoriteBody (logged in) → CollectionFavoriteDTO.
 * The payload schemas (TypeBox, validated by the server, answered through) are in ./collectionSchemas; the app
 * imports only their types from here, without loading TypeBox.
 */
export type {
  CollectionCardDTO,
  CollectionDetailDTO,
  CollectionFavoriteBody,
  CollectionFavoriteDTO,
  CollectionItemDTO
} from './collectionSchemas'
