/** The practice report, check-ins, research forms and the kzero report. Types: src/protocol/report.ts. */
import type { Http } from '../http'
import type { Paged } from '../../protocol/common'
import type {
  CheckInDTO,
  CheckInInput,
  KzeroReportDTO,
  ReportDTO,
  ReportPeriod,
  ReportSessionDTO,
  ReportSessionsQuery,
  ResearchFormDTO,
  ResearchSubmitInput
} from '../../protocol/report'
import { registerApiDomain } from './registry'

export function createReportApi(http: Http) {
  return {
    report: (period: ReportPeriod, date?: string) =>
      http.get<ReportDTO>('/v3/meditation/report', { period, ...(date ? { date } : {}) }, { silent: true }),
    sessions: (q: ReportSessionsQuery) =>
      http.get<Paged<ReportSessionDTO>>('/v3/meditation/report/sessions', { ...q }, { silent: true }),
    checkIns: (days: number) => http.get<CheckInDTO[]>('/v3/meditation/checkIn/list', { days }, { silent: true }),
    checkIn: (input: CheckInInput) => http.post<CheckInDTO>('/v3/meditation/checkIn', { ...input }),
    researchForm: (code: string) =>
      http.get<ResearchFormDTO | null>('/v3/meditation/userResearchInfo', { code }, { silent: true }),
    submitResearch: (input: ResearchSubmitInput) =>
      http.post<{ submitted_at: string }>('/v3/meditation/userResearchData', { ...input }, { silent: true }),
    kzero: () => http.get<KzeroReportDTO | null>('/v3/meditation/kzeroReport', undefined, { silent: true })
  }
}

registerApiDomain('report', createReportApi)
