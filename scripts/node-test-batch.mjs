// One process of scripts/run-node-tests.mjs: it takes test files one at a time from its parent (IPC; or from its
// arguments when run by hand: `node --import tsx scripts/node-test-batch.mjs a.test.ts b.test.ts`) and runs each
// inside a describe() named after the file, one file after the other. A file's own before/after hooks belong to
// its describe, so they run around its tests only; a file that fails to import fails its describe and the run.
import { after, describe } from 'node:test'
import { pathToFileURL } from 'node:url'
import { resolve } from 'node:path'

const queue = process.argv.slice(2)

function claim() {
  if (!process.send) return Promise.resolve(queue.shift() ?? null)
  return new Promise((res) => {
    process.once('message', (m) => res(m.file ?? null))
    process.send({ claim: true })
  })
}

let file
while ((file = await claim())) {
  const name = file
  // the next file is claimed when this one's describe has run its after hooks (its tests are done): the hook that
  // says so is added last, after the file's own (a file that fails to import still adds it)
  await new Promise((done) =>
    describe(name, async () => {
      try {
        await import(pathToFileURL(resolve(name)).href)
      } finally {
        after(() => done())
      }
    })
  )
}
if (process.send) process.disconnect()
