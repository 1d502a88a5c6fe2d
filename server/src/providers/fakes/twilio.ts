/**
 * A local Twilio Messages API (providers-notes §6.1, §8 "Twilio") for tests and development:
 * `POST /2010-04-01/Accounts/{sid}/Messages.json` with HTTP Basic (20003, 401), form bodies only, `To` in E.164
 * (21211), `From` or `MessagingServiceSid` (21603), `Body` (21602); 201 with `sid` and `status: queued`, errors
 * as Twilio's `{code, message, more_info, status}`. Numbers can be made to refuse (21610, replied STOP), and the
 * next answer can be any error (20429, 21608…). The messages it accepted are readable (`outbox`).
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeTwilioMessage {
  sid: string
  to: string
  from: string | null
  messagingServiceSid: string | null
  body: string
}

export class FakeTwilio {
  readonly outbox: FakeTwilioMessage[] = []
  /** Numbers that replied STOP (21610). */
  readonly stopped = new Set<string>()
  private server: Server | null = null
  private next: { status: number; code: number; message: string } | null = null

  constructor(
    private accountSid: string,
    private authToken: string
  ) {}

  async start(port = 0): Promise<string> {
    const server = createServer((req, res) => void this.handle(req, res))
    this.server = server
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    return this.url
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`
  }

  async close(): Promise<void> {
    const server = this.server
    if (!server) return
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    this.server = null
  }

  /** The next request answers this Twilio error. */
  failNext(status: number, code: number, message = 'error'): void {
    this.next = { status, code, message }
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const raw = await new Promise<string>((resolve) => {
      let data = ''
      req.on('data', (c: Buffer) => (data += c.toString('utf8')))
      req.on('end', () => resolve(data))
    })
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    const error = (status: number, code: number, message: string) =>
      send(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status })
    const path = `/2010-04-01/Accounts/${this.accountSid}/Messages.json`
    const expected = `Basic ${Buffer.from(`${this.accountSid}:${this.authToken}`).toString('base64')}`
    if (req.headers.authorization !== expected) return error(401, 20003, 'Authenticate')
    if (req.method !== 'POST' || req.url !== path) return error(404, 20404, 'The requested resource was not found')
    if (this.next) {
      const n = this.next
      this.next = null
      return error(n.status, n.code, n.message)
    }
    if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
      return error(400, 21602, 'Message body is required')
    const form = new URLSearchParams(raw)
    const to = form.get('To') ?? ''
    const from = form.get('From')
    const messagingServiceSid = form.get('MessagingServiceSid')
    const body = form.get('Body') ?? ''
    if (!/^\+[1-9]\d{6,14}$/.test(to)) return error(400, 21211, `Invalid 'To' Phone Number: ${to}`)
    if (!from && !messagingServiceSid)
      return error(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required")
    if (!body) return error(400, 21602, 'Message body is required')
    if (this.stopped.has(to)) return error(400, 21610, 'Attempt to send to unsubscribed recipient')
    const sid = `SM${randomBytes(16).toString('hex')}`
    this.outbox.push({ sid, to, from, messagingServiceSid, body })
    send(201, {
      sid,
      status: messagingServiceSid ? 'accepted' : 'queued',
      to,
      from,
      messaging_service_sid: messagingServiceSid,
      body,
      num_segments: '1',
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      date_created: new Date().toUTCString(),
      uri: `${path.replace('.json', '')}/${sid}.json`
    })
  }
}
