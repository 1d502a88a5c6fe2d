/**
 * A worker of the mini-program harness (forked by ./run.ts): runs one case at a time, each in a fresh
 * mini-program runtime (./support/sandbox.ts), and answers what it saw.
 */
import { MiniProgram, until } from './support/miniProgram'
import { JOURNEYS } from './journeys'
import type { JobResult, PageJob, WorkerReply, WorkerRequest } from './support/protocol'
import { FAILED, NOT_READY } from './support/ready'

let current: string[] | undefined
process.on('unhandledRejection', (e) => current?.push(`unhandled rejection: ${(e as Error)?.stack ?? e}`))
process.on('uncaughtException', (e) => current?.push(`uncaught exception: ${e.stack ?? e}`))

function failedRequests(mp: MiniProgram) {
  return mp.wx.records.requests.filter((r) => r.status !== 200 || (r.code !== undefined && r.code !== 0))
}

async function runPage(server: string, job: PageJob, errors: string[]): Promise<Omit<JobResult, 'ms' | 'cpuMs'>> {
  let mp: MiniProgram | undefined
  try {
    mp = await MiniProgram.launch(job.url, { server, lang: job.lang, token: job.token })
    const page = mp.current
    const missing = () => job.expect.filter((t) => !page.text().includes(t))
    const loading = () => NOT_READY.filter((t) => page.text().includes(t))
    const noElement = () => !!job.element && !page.dom.querySelector(job.element)
    let failure: string | undefined
    try {
      await until(
        () =>
          mp!.wx.records.pending === 0 &&
          missing().length === 0 &&
          loading().length === 0 &&
          !noElement() &&
          page.text() !== '',
        () => '',
        job.timeoutMs
      )
    } catch {
      failure = [
        missing().length ? `does not show ${JSON.stringify(missing())}` : '',
        loading().length ? `stays on its loading state (${loading().join(', ')})` : '',
        noElement() ? `renders no ${job.element}` : '',
        mp.wx.records.pending ? `${mp.wx.records.pending} request(s) unanswered` : '',
        page.text() === '' ? 'renders nothing' : ''
      ]
        .filter(Boolean)
        .join('; ')
    }
    const shownFailure = FAILED.filter((t) => page.text().includes(t))
    if (!failure && shownFailure.length) failure = `shows a failure (${shownFailure.join(', ')})`
    errors.push(...mp.sandbox.problems.errors)
    return { failure, text: page.text(), errors, failedRequests: failedRequests(mp) }
  } catch (e) {
    errors.push(String((e as Error).stack ?? e))
    return {
      failure: 'threw',
      text: mp?.stack[0]?.text() ?? '',
      errors: [...errors, ...(mp?.sandbox.problems.errors ?? [])],
      failedRequests: mp ? failedRequests(mp) : []
    }
  } finally {
    mp?.close()
  }
}

process.on('message', (msg: WorkerRequest) => {
  const started = Date.now()
  const cpu = process.cpuUsage()
  const errors: string[] = []
  current = errors
  const job = msg.job
  const run =
    job.kind === 'page'
      ? runPage(msg.server, job, errors)
      : (async () => {
          const journey = JOURNEYS.find((j) => j.name === job.name)
          if (!journey) return { failure: `no journey ${job.name}`, text: '', errors, failedRequests: [] }
          const log = { text: '', failedRequests: [] as JobResult['failedRequests'] }
          try {
            await journey.run({
              server: msg.server,
              fakes: msg.fakes,
              lang: job.lang,
              token: job.token,
              timeoutMs: job.timeoutMs,
              log
            })
            return { text: log.text, errors, failedRequests: log.failedRequests }
          } catch (e) {
            return {
              failure: String((e as Error).stack ?? e),
              text: log.text,
              errors,
              failedRequests: log.failedRequests
            }
          }
        })()
  void run.then((result) => {
    current = undefined
    const used = process.cpuUsage(cpu)
    const reply: WorkerReply = {
      id: msg.id,
      result: { ...result, ms: Date.now() - started, cpuMs: (used.user + used.system) / 1000 }
    }
    process.send!(reply)
  })
})
process.send!({ ready: true })
