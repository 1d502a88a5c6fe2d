// Renders the demo media (server/src/media: audio, covers, videos made with ffmpeg) into the app's media dir
// (MEDIA_DIR, default server/.cache/media) unless it is there already. scripts/test.mjs runs this as its own stage
// before the server and browser tests, which all read that dir: in a clean clone it was rendered twice (once in the
// server tests' temp dir, once by the first browser-test server while the second worker's server waited for it).
// Cost of a render from nothing (H3, issue 30; measured in a cgroup on the 2-core machine, under load): before,
// 81.5 s of CPU (node 41.5 s: synthesis 30 s, covers and video stills 8 s; ffmpeg 37.5 s: mp3 ~27 s, videos ~14 s);
// after the dsp.ts/audio.ts work and a raw-RGB zoom source, 72.8 s (node 32.8 s, synthesis 21 s), with every
// output file byte-identical to before (so GENERATOR_VERSION and the cache names stay). ffmpeg's share was left
// as it is: x264 superfast saves a quarter of a video's CPU but makes the files 1.8x larger at the same CRF.
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
