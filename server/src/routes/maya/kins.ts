/**
 * The user's saved people for the 13-moon calendar: list, add, edit, delete, and the merge of a
 * device's local list at login. Names and birthdays are checked with the app's own rules
 * (src/mayaCalendar/lib/kinInput.ts), so a message the app shows and a 400 here always agree.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { MayaKinDTO, MayaKinMergeResult } from '@app/protocol'
import { kinOfDate } from '@app/mayaCalendar/lib/dreamspell'
import {
  KIN_NAME_MAX,
  MAX_KINS,
  kinsToMerge,
  normaliseKinInput,
  validateKinInput,
  type KinInput
} from '@app/mayaCalendar/lib/kinInput'
import type { MayaKinRow } from '../../db/repos/maya'
import { Errors } from '../../errors'
import { requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { NumericId, type TypeBoxTypeProvider } from '../schemas'

// The schema bounds the raw size; the display-length and real-date rules run in the handler (kinInput).
const KinBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: KIN_NAME_MAX * 2 }),
    birthday: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })
  },
  { additionalProperties: false }
)
const MergeBody = Type.Object(
  {
    kins: Type.Array(
      Type.Object({
        name: Type.String({ maxLength: 200 }),
        birthday: Type.String({ maxLength: 32 })
      }),
      { maxItems: MAX_KINS }
    )
  },
  { additionalProperties: false }
)

export function kinDTO(row: MayaKinRow): MayaKinDTO {
  return {
    id: row.id,
    name: row.name,
    birthday: row.birthday,
    kin: kinOfDate(row.birthday),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString()
  }
}

/** 400 naming the first bad field, after the shared rules. */
function checked(input: KinInput): KinInput {
  const errors = validateKinInput(input)
  if (errors.name) throw Errors.badRequest('badField', { field: 'name' })
  if (errors.birthday) throw Errors.badRequest('badField', { field: 'birthday' })
  return normaliseKinInput(input)
}

export default async function mayaKinRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { now } = app.ctx
  const { repos } = app.ctx
  const repo = repos.maya

  app.get('/v3/maya/kins', async (req) => {
    const user = await requireUser(req)
    return ok((await repo.kins(user.id)).map(kinDTO))
  })

  app.post('/v3/maya/kins', { schema: { body: KinBody } }, async (req) => {
    const user = await requireUser(req)
    const input = checked(req.body)
    // count and insert under the user's row lock: parallel adds cannot pass the cap together
    const row = await repos.underUserLock(user.id, async ({ maya: r }) => {
      if ((await r.kinCount(user.id)) >= MAX_KINS) throw Errors.business('badRequest')
      const [added] = await r.addKins(user.id, [input], new Date(now()))
      return added
    })
    return ok(kinDTO(row))
  })

  app.put('/v3/maya/kins/:id', { schema: { params: NumericId, body: KinBody } }, async (req) => {
    const user = await requireUser(req)
    const row = await repo.updateKin(user.id, req.params.id, checked(req.body), new Date(now()))
    if (!row) throw Errors.notFound()
    return ok(kinDTO(row))
  })

  app.delete('/v3/maya/kins/:id', { schema: { params: NumericId } }, async (req) => {
    const user = await requireUser(req)
    if (!(await repo.deleteKin(user.id, req.params.id))) throw Errors.notFound()
    return ok(null)
  })

  /**
   * A device's local list joins the account at login: entries already in the account (same name, same birthday)
   * and invalid ones are skipped, the cap is kept; the answer is the whole list and how many were added.
   * Idempotent, so a retry after a lost answer adds nothing twice.
   */
  app.post('/v3/maya/kins/merge', { schema: { body: MergeBody } }, async (req) => {
    const user = await requireUser(req)
    const toAdd = await repos.underUserLock(user.id, async ({ maya: r }) => {
      const adding = kinsToMerge(await r.kins(user.id), req.body.kins).map(normaliseKinInput)
      await r.addKins(user.id, adding, new Date(now()))
      return adding
    })
    const result: MayaKinMergeResult = { list: (await repo.kins(user.id)).map(kinDTO), added: toAdd.length }
    return ok(result)
  })
}
