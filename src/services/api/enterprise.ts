/** Enterprises (spec §6, §7 `/v3/enterprise/*`). Types: src/protocol/enterprise.ts. */
import type { Http } from '../http'
import type { PlayInfoDTO } from '../../protocol/meditation'
import type {
  EnterpriseSpaceDTO,
  GroupCodeDTO,
  GroupInviteDTO,
  GroupMemberDTO,
  JoinGroupDTO,
  LiveMonitorDTO,
  MyEnterprisesDTO,
  SanctionBody,
  SanctionDTO,
  WecomAuthorizeDTO,
  WecomLoginDTO
} from '../../protocol/enterprise'

export function createEnterpriseApi(http: Http) {
  return {
    mine: () => http.get<MyEnterprisesDTO>('/v3/enterprise/mine', undefined, { silent: true }),
    /** What an invite code admits to; unknown and expired codes reject with the server's message. */
    invite: (code: string) => http.get<GroupInviteDTO>('/v3/enterprise/group/invite', { code }, { silent: true }),
    join: (code: string) => http.post<JoinGroupDTO>('/v3/enterprise/group/join', { code }, { silent: true }),
    space: (slug: string) =>
      http.get<EnterpriseSpaceDTO>(`/v3/enterprise/space/${encodeURIComponent(slug)}`, undefined, { silent: true }),
    playInfo: (sku: string, resourceId?: number) =>
      http.get<PlayInfoDTO>(
        `/v3/enterprise/playInfo/${encodeURIComponent(sku)}`,
        resourceId ? { resource_id: resourceId } : undefined,
        { silent: true }
      ),
    monitor: (key: { id?: number; sku?: string }) =>
      http.get<LiveMonitorDTO>('/v3/enterprise/live/monitor', { ...key }, { silent: true }),
    members: (groupId: number) =>
      http.get<GroupMemberDTO[]>(`/v3/enterprise/group/${groupId}/members`, undefined, { silent: true }),
    ban: (body: SanctionBody) => http.post<SanctionDTO>('/v3/enterprise/ban', { ...body }, { silent: true }),
    unban: (body: SanctionBody) => http.post<SanctionDTO>('/v3/enterprise/unban', { ...body }, { silent: true }),
    /** A group admin gives the group a new invite code (the old one stops working). */
    rotateCode: (groupId: number) =>
      http.post<GroupCodeDTO>('/v3/enterprise/group/code', { group_id: groupId }, { silent: true }),
    wecomAuthorize: (redirect: string, state: string) =>
      http.get<WecomAuthorizeDTO>('/v3/enterprise/wecom/authorize', { redirect, state }, { silent: true }),
    wecomLogin: (code: string) => http.post<WecomLoginDTO>('/v3/enterprise/wecom/login', { code }, { silent: true }),
    /** The mini-program inside WeCom: a `wx.qy.login` code. */
    wecomMpLogin: (code: string) => http.post<WecomLoginDTO>('/v3/enterprise/wecom/mplogin', { code }, { silent: true })
  }
}
