/**
 * H5 only (issue 34, the first screen). html-webpack-plugin writes the app bundle into index.html's head as
 * `<script defer src>`; this plugin writes instead, for each of those files, a `<link rel=preload as=script>` in the
 * head (the download starts as early as before, at the same low priority as a deferred script) and, at the end of the
 * body, one small script that adds the script elements (in order: `async = false`) once the server's first screen has
 * been painted (`window.__firstScreenShown`, src/index.html: at once when the page has none, at most 1 s).
 *
 * Why: with `defer` the bundle ran as soon as it had arrived and the document was parsed, which on a fast
 * connection was often before the browser's first frame: the app's ~0.3 s of script then came before the first
 * screen's picture was on screen. Lighthouse's simulation (lantern) counts every script that ran before the
 * largest paint as needed for it and replays its download on slow 4G: the course tab's LCP came out 1.3 s in runs
 * where the picture was painted first and 2.3–2.7 s in runs where the bundle ran first (2026-11-29, the same build
 * and page, LCP candidates read from the runs' traces: always the first screen's picture, at 0.17–0.19 s). Run
 * after the paint, the bundle is what it is: not needed for that paint.
 *
 * `performance.mark('app-scripts')` records when the scripts were added, its `detail` why then ('shown', 'timeout',
 * 'none': src/index.html); e2e/firstScreen.spec.ts checks it comes after the first screen's paint, or a second
 * after the wait began when the picture was slower than that.
 */
class ScriptsAfterFirstPaint {
  apply(compiler) {
    const Html = (compiler.options.plugins || []).find(
      (p) => p && p.constructor && p.constructor.name === 'HtmlWebpackPlugin'
    )
    // Taro's H5 build without html-webpack-plugin: nothing to change (the scripts stay deferred)
    if (!Html || typeof Html.constructor.getHooks !== 'function') return
    compiler.hooks.compilation.tap('ScriptsAfterFirstPaint', (compilation) => {
      Html.constructor.getHooks(compilation).alterAssetTagGroups.tap('ScriptsAfterFirstPaint', (data) => {
        const files = []
        const move = (tags) =>
          tags.map((tag) => {
            if (tag.tagName !== 'script' || !tag.attributes || !tag.attributes.src) return tag
            files.push(tag.attributes.src)
            return {
              tagName: 'link',
              voidTag: true,
              meta: tag.meta,
              attributes: { rel: 'preload', as: 'script', href: tag.attributes.src, fetchpriority: 'low' }
            }
          })
        data.headTags = move(data.headTags)
        data.bodyTags = move(data.bodyTags)
        if (!files.length) return data
        data.bodyTags.push({
          tagName: 'script',
          voidTag: false,
          meta: { plugin: 'ScriptsAfterFirstPaint' },
          attributes: {},
          innerHTML: loader(files)
        })
        return data
      })
    })
  }
}

/** The body's last script: adds the bundle's script elements once the first screen is shown. */
function loader(files) {
  return (
    '(function () {' +
    ` var files = ${JSON.stringify(files)};` +
    ' var run = function (why) {' +
    "  try { performance.mark('app-scripts', { detail: typeof why === 'string' ? why : 'none' }) } catch (e) {}" +
    '  files.forEach(function (src) {' +
    "   var s = document.createElement('script'); s.src = src; s.async = false; document.head.appendChild(s)" +
    '  })' +
    ' };' +
    ' var shown = window.__firstScreenShown;' +
    ' if (shown && typeof shown.then === "function") shown.then(run, run); else run()' +
    '})()'
  )
}

module.exports = ScriptsAfterFirstPaint
