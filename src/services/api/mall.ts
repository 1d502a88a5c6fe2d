/**
 * The partner mall: binding the mall account (main API) and the mall's own reads, which are read by HTTP status
 * (spec §8: `http.plain('mall', …)`, HTTP 200 is success). Payload types: src/protocol/mall.ts.
 */
import type { Http } from '../http'
import type {
  MallAccountBody,
  MallBalanceDTO,
  MallBindBody,
  MallBindingDTO,
  MallGoodsPageDTO,
  MallLinkDTO,
  MallPromotionDTO,
  MallSettingDTO,
  MallTemplateDTO
} from '../../protocol/mall'
import { registerApiDomain } from './registry'

const WXAPP = '/index.php/api/h5app/wxapp'

export function createMallApi(http: Http) {
  return {
    binding: () => http.get<MallBindingDTO>('/v3/mall/binding'),
    /** The form shows the server's message next to its fields, so no toast. */
    sendCode: (body: MallAccountBody) => http.post<null>('/v3/mall/binding/code', { ...body }, { silent: true }),
    bind: (body: MallBindBody) => http.post<MallBindingDTO>('/v3/mall/binding', { ...body }, { silent: true }),
    unbind: () => http.del<MallBindingDTO>('/v3/mall/binding'),
    setting: () => http.plain<MallSettingDTO>('mall', `${WXAPP}/pageparams/setting`),
    template: () => http.plain<MallTemplateDTO>('mall', `${WXAPP}/pagestemplate/detail`),
    links: () => http.plain<MallLinkDTO[]>('mall', `${WXAPP}/customlink`),
    hotList: () => http.plain<MallGoodsPageDTO>('mall', `${WXAPP}/hotList`, { page: 1, size: 6 }),
    promotion: () => http.plain<MallPromotionDTO>('mall', `${WXAPP}/promotion/live`),
    goods: (page: number, size = 10) => http.plain<MallGoodsPageDTO>('mall', `${WXAPP}/goods/items`, { page, size }),
    balance: (mallUserId: number) =>
      http.plain<MallBalanceDTO>('mall', '/index.php/api/deposit/balance', { user_id: mallUserId })
  }
}
export type MallApi = ReturnType<typeof createMallApi>

registerApiDomain('mall', createMallApi)
