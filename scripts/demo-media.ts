// Renders the demo media (server/src/media: audio, covers, videos made with ffmpeg) into the app's media dir
// (MEDIA_DIR, default server/.cache/media) unless it is there already. scripts/test.mjs runs this as its own stage
// before the server and browser tests, which all read that dir: in a clean clone it was rendered twice (once in the
// server tests' temp dir, once by the first browser-test server while the second worker's server waited for it).
import { loadConfig } from '../server/src/config'
import { ensureMedia } from '../server/src/media/index'

const { mediaDir } = loadConfig()
const started = Date.now()
ensureMedia({ cacheDir: mediaDir, log: (line) => console.log(line) }).then(
  (manifest) =>
    console.log(
      `demo media ready in ${mediaDir}: ${Object.keys(manifest.byKey).length} items, ${Date.now() - started} ms`
    ),
  (err: unknown) => {
    console.error(err)
    process.exit(1)
  }
)
