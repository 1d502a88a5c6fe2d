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
  const nextTask =
    'new Promise(function (resolve) {' +
    ' var channel = new MessageChannel();' +
    ' channel.port1.onmessage = function () { channel.port1.close(); resolve() };' +
    ' channel.port2.postMessage(0) })'
  return source.replace(
    wanted,
    [
      `const component = await ${nextTask}`,
      `  .then(function () { return import(/* webpackMode: "eager" */ ${match[1]}) })`,
      '  .then(function (m) { return m.default })',
      `await ${nextTask}`,
      "await (typeof window !== 'undefined' ? window.__firstScreenShown : undefined)"
    ].join('\n')
  )
}
