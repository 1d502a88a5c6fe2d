/**
 * H5 only (issue 34, blocking time): the work that used to run in the one task that evaluated src/app, cut into
 * tasks of their own. The entry runs each step, then waits for the next task (config/yieldBeforeApp.js), before it
 * imports src/app: what a step has done (a module evaluated, ICU's data loaded) is not done again there.
 *
 * Measured (2026-11-29, the home, CPU profile of that task, 43-47 ms of CPU on this machine without the profiler):
 * the device's zone (utils/dates applyDeviceTimeZone: the page's first Intl.DateTimeFormat loads ICU's date and
 * zone data) ~37%, the stores with MobX ~23%, the translator with its zh-Hant texts ~16%, the entry reads' signing
 * ~15%. Lighthouse's simulated phone (4× CPU) counts each task's time over 50 ms as blocking: one task of ~45 ms
 * was ~130 ms of blocking time, tasks under ~12 ms are none.
 */
export const bootSteps: ReadonlyArray<() => unknown> = [
  // later calls (deviceTimeZone, canonicalTimeZone) then cost ~0.2 ms each
  () => Intl.DateTimeFormat().resolvedOptions(),
  () => import(/* webpackMode: "eager" */ './i18n'),
  () => import(/* webpackMode: "eager" */ './stores')
]
