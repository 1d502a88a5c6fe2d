/**
 * H5 only. Taro generates the H5 entry from src/app.config.ts: it imports the framework (Taro's runtime and router,
 * React, React DOM), then `src/app` with all that it imports (MobX, the translator, the stores, the HTTP
 * layer), then creates the app and starts the router. All of it ran in one task of ~56 ms on this machine: on a
 * phone (Lighthouse's 4× slower CPU) one blocking task of ~225 ms. This step of the build makes the entry wait for
 * the next task (a MessageChannel message: not clamped like a timer, not throttled like one in a background tab)
 * before it evaluates `src/app`, and once more before it creates the app and starts the router: three tasks (the
 * framework; the app; the router), and the browser can paint and answer input in between. `src/app` stays in the
 * same file (an eager import: no extra request).
 *
 * Option `steps` (a module exporting `bootSteps`, functions): run before `src/app`, each in a task of its own
 * (src/bootSteps.ts: the ICU date data, the translator, the stores). Evaluating `src/app` was still one task of
 * 43-51 ms of CPU here (~130 ms of Lighthouse's blocking time alone); in steps, 12-28 ms each (issue 34).
 *
 * Before the router starts (it inserts the first page, and src/index.html's script then removes the server's first
 * screen: server/src/plugins/firstScreen.ts) the entry also waits for `window.__firstScreenShown`, which that
 * script resolves once the first screen's paint has been presented (Element Timing), at most 1 s: a node removed
 * before its paint is presented is not an LCP candidate, and on a busy phone the app's three tasks can all run
 * before the browser's first frame. (Since config/scriptsAfterFirstPaint.js the bundle itself starts only once that
 * promise has resolved, so this wait is already over when reached; it stays for a build without that step.)
 *
 * A webpack loader run on the entry's generated code (after Taro's, before Babel): see YieldBeforeApp in
 * ./index.ts.
 */
module.exports = function yieldBeforeApp(source) {
  const wanted = /^import component from (["'][^"'\n]+["'])$/m
  const match = wanted.exec(source)
  // Taro's entry template changed: build as Taro generates it and say so (the build still works, one task longer)
  if (!match) {
    this.emitWarning(new Error('yieldBeforeApp: the entry does not import the app component as expected'))
    return source
  }
  const { steps } = this.getOptions ? this.getOptions() : {}
  const nextTask =
    'function () { return new Promise(function (resolve) {' +
    ' var channel = new MessageChannel();' +
    ' channel.port1.onmessage = function () { channel.port1.close(); resolve() };' +
    ' channel.port2.postMessage(0) }) }'
  // each step of `steps` (a module's `bootSteps`), then the app, in tasks of their own
  const runSteps = steps
    ? [
        `  .then(function () { return import(/* webpackMode: "eager" */ ${JSON.stringify(steps)}) })`,
        '  .then(function (m) {',
        '    return m.bootSteps.reduce(function (done, step) {',
        '      return done.then(step).then(__yieldBeforeApp)',
        '    }, Promise.resolve())',
        '  })'
      ]
    : []
  return source.replace(
    wanted,
    [
      `var __yieldBeforeApp = ${nextTask}`,
      'const component = await __yieldBeforeApp()',
      ...runSteps,
      `  .then(function () { return import(/* webpackMode: "eager" */ ${match[1]}) })`,
      '  .then(function (m) { return m.default })',
      'await __yieldBeforeApp()',
      "await (typeof window !== 'undefined' ? window.__firstScreenShown : undefined)"
    ].join('\n')
  )
}
