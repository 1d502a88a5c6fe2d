import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { ProgressRepo, ProgressRow } from '../src/db/repos/progress'
import { ProgressBuffer } from '../src/realtime/progressBuffer'

const row = (position: number, resourceId = 1): ProgressRow => ({
  userId: 1,
  kind: 3,
  resourceId,
  sku: 's',
  position,
  status: 1,
  updatedAt: new Date(0)
})

function fakeRepo() {
  const batches: number[][] = []
  let release: (() => void) | null = null
  let hold = false
  const repo = {
    async upsertMany(rows: ProgressRow[]) {
      batches.push(rows.map((r) => r.position))
      if (hold)
        await new Promise<void>((r) => {
          release = r
        })
    },
    async get() {
      return undefined
    }
  } as unknown as ProgressRepo
  return {
    repo,
    batches,
    holdWrites: (v: boolean) => {
      hold = v
    },
    release: () => release?.()
  }
}

test('write-through: each tick is written at once; ticks during a write are coalesced into the next one', async () => {
  const f = fakeRepo()
  // an interval far beyond the test: nothing may wait for a timer
  const buf = new ProgressBuffer(f.repo, { intervalMs: 60_000, writeThrough: true })
  f.holdWrites(true)
  buf.record(row(1))
  await new Promise((r) => setImmediate(r))
  assert.deepEqual(f.batches, [[1]])
  buf.record(row(2))
  buf.record(row(3))
  buf.record(row(7, 2))
  f.holdWrites(false)
  f.release()
  await buf.flush()
  assert.deepEqual(f.batches, [[1], [3, 7]])
  await buf.close()
})

test('batched (one process): ticks wait for the interval or an explicit flush', async () => {
  const f = fakeRepo()
  const buf = new ProgressBuffer(f.repo, { intervalMs: 60_000 })
  buf.record(row(1))
  buf.record(row(2))
  await new Promise((r) => setImmediate(r))
  assert.deepEqual(f.batches, [])
  assert.equal(await buf.position(1, 3, 1), 2)
  await buf.close()
  assert.deepEqual(f.batches, [[2]])
})
