/**
 * Learning gold: the ledger, the account statement and exchanging gold for gifts (spec §2
 * mine/pages/invitation/*, §7 /v3/invite/* and /v3/get/invite/*). Conventions in ./common. The payloads are
 * TypeBox schemas in ./goldSchemas (the server validates and answers with them); these are their types.
 *
 * GET /v3/get/invite/ledger?page&size → Paged<GoldEntryDTO>; GET /v3/get/invite/statement → GoldMonthDTO[];
 * GET /v3/get/invite/gifts → GoldGiftDTO[]; POST /v3/invite/exchange GoldExchangeBody → GoldExchangeDTO;
 * GET /v3/get/invite/exchanges?page&size → Paged<GoldExchangeDTO>; GET /v3/get/invite/exchange/{id} → GoldExchangeDTO
 */
export type {
  GoldEntryDTO,
  GoldExchangeBody,
  GoldExchangeDTO,
  GoldExchangeStatus,
  GoldGiftDTO,
  GoldGiftKind,
  GoldMonthDTO,
  GoldReason
} from './goldSchemas'
