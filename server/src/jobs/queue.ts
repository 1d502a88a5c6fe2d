/**
 * How domain code asks the job runner for follow-up work without importing it: the runner attaches itself to the
 * app's commerce repository (one per app; tests build several apps in one process, so no module singleton), and
 * `enqueue*` is a no-op where no runner runs (tests that do not ask for one; the minute sweeps still catch up).
 */
export interface JobQueue {
  /** Asks again for the refund of a 'refunding' order, with back-off, until the provider answers. */
  refundRetry(orderId: number): Promise<void>
}

const queues = new WeakMap<object, JobQueue>()

export function attachJobQueue(key: object, queue: JobQueue): void {
  queues.set(key, queue)
}

export function detachJobQueue(key: object): void {
  queues.delete(key)
}

/** Enqueues a refund retry for `orderId` when a runner is attached to `key` (the commerce repository). */
export async function enqueueRefundRetry(key: object, orderId: number): Promise<void> {
  await queues.get(key)?.refundRetry(orderId)
}
