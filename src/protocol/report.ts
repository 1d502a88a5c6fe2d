/**
 * The practice report and its companions (spec §2 commonPage report, mxDetail, health, questionnaire, survey,
 * kzero). Days are calendar days in the users' zone (YYYY-MM-DD); instants are ISO strings.
 */
import { displayLength } from './comments'

export type ReportPeriod = 'week' | 'month' | 'year'

/** One bar of the report: a day (week, month) or a month (year, key YYYY-MM). */
export interface ReportBucketDTO {
  key: string
  /** First and last day the bar covers (inclusive): the day itself, or the month's days. */
  from: string
  to: string
  minutes: number
  sessions: number
}

export interface ReportHourDTO {
  hour: number
  minutes: number
  sessions: number
}

export interface ReportTrackDTO {
  sku: string
  resource_id: number
  title: string
  goods_title: string
  minutes: number
  sessions: number
}

export interface ReportCourseDTO {
  sku: string
  title: string
  minutes: number
  sessions: number
}

export interface CheckInDTO {
  day: string
  mood: number
  sleep: number
  stress: number
  note: string
}

/** GET /v3/meditation/report?period&date */
export interface ReportDTO {
  period: ReportPeriod
  /** First and last day of the period (inclusive). */
  from: string
  to: string
  /** The periods before and after (their `date`), null after today's. */
  prev: string
  next: string | null
  minutes: number
  sessions: number
  days: number
  /** The gentle streak as of the period's end (one rest day between practised days keeps it going). */
  streak: number
  buckets: ReportBucketDTO[]
  hours: ReportHourDTO[]
  top_tracks: ReportTrackDTO[]
  top_courses: ReportCourseDTO[]
  check_ins: CheckInDTO[]
}

/** One listening (kind 'track') or viewing (kind 'course') session behind a figure of the report. */
export interface ReportSessionDTO {
  kind: 'track' | 'course'
  id: number
  sku: string
  title: string
  subtitle: string
  seconds: number
  created_at: string
}

/** GET /v3/meditation/report/sessions?from&to[&hour]&page&size */
export interface ReportSessionsQuery {
  from: string
  to: string
  hour?: number
  page?: number
  size?: number
}

/** POST /v3/meditation/checkIn */
export interface CheckInInput {
  mood: number
  sleep: number
  stress: number
  note?: string
}

export const CHECK_IN_NOTE_MAX = 200

export type ResearchQuestionKind = 'single' | 'multiple' | 'scale' | 'text'

export interface ResearchQuestionDTO {
  key: string
  kind: ResearchQuestionKind
  required: boolean
  title: string
  options: { value: string; label: string }[]
  /** scale: lowest and highest value; text: shortest and longest length (non-ASCII counts two, spec §5). */
  min: number
  max: number
}

/**
 * GET /v3/meditation/userResearchInfo?code: `code` a page's name (`questionnaire`, `survey`: the newest form published
 * for that page, or null when none is) or a form's own code. Answers are sent with the form's `code`.
 */
export interface ResearchFormDTO {
  code: string
  title: string
  intro: string
  questions: ResearchQuestionDTO[]
  /** When this user already submitted the form. */
  submitted_at: string | null
}

export type ResearchAnswers = Record<string, string | string[] | number>

/** POST /v3/meditation/userResearchData */
export interface ResearchSubmitInput {
  code: string
  answers: ResearchAnswers
}

/** A reason a research answer is refused: the key of a validation message (`validation.research.*`). */
export type ResearchProblem = 'required' | 'choice' | 'scale' | 'tooShort' | 'tooLong'

export interface KzeroDimensionDTO {
  key: string
  name: string
  score: number
  advice: string
}

/** GET /v3/meditation/kzeroReport: null data when the user has no kzero identity. */
export interface KzeroReportDTO {
  open_id: string
  summary: string
  assessed_at: string
  dimensions: KzeroDimensionDTO[]
}

/**
 * What is wrong with each answer of a research form, by question key (both ends run it: the app before
 * sending, the server before storing). An unanswered optional question is fine.
 */
export function researchProblems(
  questions: Pick<ResearchQuestionDTO, 'key' | 'kind' | 'required' | 'options' | 'min' | 'max'>[],
  answers: ResearchAnswers
): Record<string, ResearchProblem> {
  const problems: Record<string, ResearchProblem> = {}
  for (const q of questions) {
    const a = answers[q.key]
    const values = new Set(q.options.map((o) => o.value))
    const empty =
      a === undefined || a === null || (typeof a === 'string' && !a.trim()) || (Array.isArray(a) && a.length === 0)
    if (empty) {
      if (q.required) problems[q.key] = 'required'
      continue
    }
    if (q.kind === 'single') {
      if (typeof a !== 'string' || !values.has(a)) problems[q.key] = 'choice'
    } else if (q.kind === 'multiple') {
      if (!Array.isArray(a) || new Set(a).size !== a.length || a.some((v) => typeof v !== 'string' || !values.has(v)))
        problems[q.key] = 'choice'
    } else if (q.kind === 'scale') {
      if (typeof a !== 'number' || !Number.isInteger(a) || a < q.min || a > q.max) problems[q.key] = 'scale'
    } else if (typeof a !== 'string') {
      problems[q.key] = 'tooShort'
    } else {
      const n = displayLength(a.trim())
      if (n < q.min) problems[q.key] = 'tooShort'
      else if (n > q.max) problems[q.key] = 'tooLong'
    }
  }
  return problems
}
