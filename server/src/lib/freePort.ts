import { createServer } from 'node:net'

/** A TCP port on 127.0.0.1 that is free right now (the OS picks it); for child servers of tests and benchmarks. */
export async function freePort(): Promise<number> {
  const srv = createServer()
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r))
  const port = (srv.address() as { port: number }).port
  await new Promise((r) => srv.close(r))
  return port
}
