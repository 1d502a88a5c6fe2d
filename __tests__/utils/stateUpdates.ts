/**
 * Records which components React schedules a state update for, through the profiling hook that React DevTools'
 * Timeline uses: React 18's development build calls it on every `setState`, also on a component that has already
 * unmounted (React 18 dropped its warning for that, so nothing else shows such an update). For tests of a hook's
 * "no state after unmount" promise (__tests__/useAction.test.tsx).
 *
 * It must be installed before react-dom is loaded: import this module first in the test file (the check below
 * fails loudly when it came too late rather than letting a test pass on an empty record).
 */

interface Fiber {
  type?: { name?: string; displayName?: string } | string | null
}

const scheduled: string[] = []
let injected = false

const g = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown }
if (g.__REACT_DEVTOOLS_GLOBAL_HOOK__) throw new Error('stateUpdates: a React DevTools hook is already installed')
g.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  inject(internals: { injectProfilingHooks?: (hooks: object) => void }) {
    internals.injectProfilingHooks?.({
      markStateUpdateScheduled(fiber: Fiber) {
        const type = fiber.type
        scheduled.push(typeof type === 'string' ? type : type?.displayName || type?.name || '?')
      }
    })
    injected = !!internals.injectProfilingHooks
    return 1
  },
  onCommitFiberRoot() {},
  onCommitFiberUnmount() {},
  onPostCommitFiberRoot() {}
}

/** The components a state update was scheduled for since the last call (in order), emptying the record. */
export function takeStateUpdates(): string[] {
  if (!injected) throw new Error('stateUpdates: react-dom was loaded before the hook was installed (import it first)')
  return scheduled.splice(0)
}
