/** What the runner (../run.ts) and its workers (../worker.ts) say to each other over IPC. */
import type { Lang } from './miniProgram'

export interface PageJob {
  kind: 'page'
  /** The page and its query, as WeChat opens it: `pages/course/detail?sku=c-mindfulness`. */
  url: string
  lang: Lang
  token?: string
  /** Texts the page must show once it has loaded. */
  expect: string[]
  /** A native component it must render (`wx-web-view`, …). */
  element?: string
  timeoutMs: number
}

export interface JourneyJob {
  kind: 'journey'
  name: string
  lang: Lang
  token?: string
  timeoutMs: number
}

export type Job = PageJob | JourneyJob

export interface FailedRequest {
  method: string
  url: string
  status: number
  code?: number
}

export interface JobResult {
  /** Set when the case did not reach its condition (not shown, still loading, thrown…). */
  failure?: string
  text: string
  errors: string[]
  failedRequests: FailedRequest[]
  ms: number
  /** CPU time of the worker for this job (ms). */
  cpuMs: number
}

/**
 * The local fakes the harness server's real WeChat adapters talk to (server/src/providers/fakes): the journeys
 * use their control APIs as WeChat's client would (a login code for wx.login, the user paying on the sheet).
 */
export interface Fakes {
  /** The WeChat login fake (jscode2session, phone numbers): POST /__fake/login-code. */
  wechat: string
  /** The WeChat Pay fake (API v3): POST /__fake/pay-prepay/:prepay_id. */
  wechatpay: string
  /** The mini-program's appid, which the server's paySign covers. */
  appid: string
  /** The merchant's public key (PEM): the paySign the app hands wx.requestPayment verifies with it. */
  merchantPublicKey: string
}

export interface WorkerRequest {
  id: number
  server: string
  fakes: Fakes
  job: Job
}

export interface WorkerReply {
  id: number
  result: JobResult
}
