/**
 * A tus client for the console's upload tests (admin-uploads*.test.ts): an app listening on a port with the
 * /media route, signed-in operators, and the three tus calls plus polling until an upload is processed.
 * The app's storage and directories come from the environment the test file sets before `startUploadApp`;
 * `startS3` runs a local S3 server (s3rver, offline) for the S3 adapter's tests.
 */
import assert from 'node:assert/strict'
import type { AddressInfo } from 'node:net'
import S3rver from 's3rver'
import { createTestApp, type TestApp } from './helpers'
import { mediaRoutes } from '../src/media/routes'
import { createOperator } from '../src/services/admin/operators'
import { totpNow } from '../src/services/admin/totp'

export interface UploadApp {
  t: TestApp
  base: string
  /** A session cookie of a new operator with this role. */
  operator(role: 'editor' | 'support' | 'owner'): Promise<string>
  create(cookie: string | null, size: number, type: string, name: string, lang?: string): Promise<Response>
  patch(cookie: string, location: string, offset: number, chunk: Buffer): Promise<Response>
  /** The upload once ready or failed (polled; fails the test after 60 s). */
  settled(cookie: string, id: string, lang?: string): Promise<Record<string, any>>
  /** Create and send a whole file in one PATCH; the upload's id. */
  send(cookie: string, bytes: Buffer, type: string, name: string): Promise<string>
}

const b64 = (s: string) => Buffer.from(s).toString('base64')

export async function startUploadApp(mediaDir: string): Promise<UploadApp> {
  const t = await createTestApp({ plugins: [{ plugin: mediaRoutes, opts: { cacheDir: mediaDir } }] })
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' })
  const app: UploadApp = {
    t,
    base,
    async operator(role) {
      const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`
      const created = await createOperator(
        t.database.db,
        { email, name: role, role, password: 'a long enough password' },
        { id: null, email: 'test', ip: '127.0.0.1' },
        t.clock.now
      )
      const otp = await totpNow(created.totpSecret, t.clock.now)
      const res = await fetch(`${base}/admin/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'a long enough password', otp })
      })
      assert.equal(res.status, 200, await res.text())
      return res.headers.get('set-cookie')!.split(';')[0]!
    },
    create(cookie, size, type, name, lang = 'zh-Hant') {
      return fetch(`${base}/admin/api/uploads`, {
        method: 'POST',
        headers: {
          ...(cookie ? { cookie } : {}),
          'tus-resumable': '1.0.0',
          'upload-length': String(size),
          'upload-metadata': `filename ${b64(name)},filetype ${b64(type)}`,
          'accept-language': lang
        }
      })
    },
    patch(cookie, location, offset, chunk) {
      return fetch(new URL(location, `${base}/admin/api/uploads/`), {
        method: 'PATCH',
        headers: {
          cookie,
          'tus-resumable': '1.0.0',
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream'
        },
        body: chunk
      })
    },
    async settled(cookie, id, lang = 'zh-Hant') {
      for (const until = Date.now() + 60_000; Date.now() < until;) {
        const res = await fetch(`${base}/admin/api/uploads/${id}`, { headers: { cookie, 'accept-language': lang } })
        const body = (await res.json()) as Record<string, any>
        if (body.status === 'ready' || body.status === 'failed') return body
        await new Promise((r) => setTimeout(r, 100))
      }
      throw new Error(`upload ${id} still not processed after 60 s`)
    },
    async send(cookie, bytes, type, name) {
      const created = await app.create(cookie, bytes.length, type, name)
      assert.equal(created.status, 201, await created.text())
      const location = created.headers.get('location')!
      assert.equal((await app.patch(cookie, location, 0, bytes)).status, 204)
      return location.split('/').pop()!
    }
  }
  return app
}

/** s3rver on a free port of 127.0.0.1 with one bucket; its credentials are S3RVER / S3RVER. */
export async function startS3(dir: string, bucket: string): Promise<{ server: S3rver; endpoint: string }> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }]
  })
  const addr = (await server.run()) as AddressInfo
  return { server, endpoint: `http://127.0.0.1:${addr.port}` }
}
