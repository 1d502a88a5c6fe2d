/**
 * The H5 audio backend's answer to a refused play(): the browser's autoplay policy (NotAllowedError) is not a
 * playback failure — the player returns to paused with no error — while a real failure still reports one.
 */
import { createAudioBackend } from '../src/services/audio/audio.h5'
import type { AudioEvents } from '../src/services/audio/types'

function listener() {
  const calls: string[] = []
  const events: AudioEvents = {
    onPlay: () => calls.push('play'),
    onPause: () => calls.push('pause'),
    onTimeUpdate: () => {},
    onEnded: () => {},
    onError: (m) => calls.push(`error:${m}`),
    onWaiting: () => {},
    onSceneEnded: () => {},
    onRemote: () => {}
  }
  return { calls, events }
}

function refusePlay(name: string) {
  return jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => {
    const e = new Error(`${name} from the browser`)
    e.name = name
    return Promise.reject(e)
  })
}

afterEach(() => jest.restoreAllMocks())

test('autoplay refused (NotAllowedError): back to paused, no error message', async () => {
  refusePlay('NotAllowedError')
  const backend = createAudioBackend()
  const { calls, events } = listener()
  backend.setListener(events)
  backend.load({ src: '/media/a.mp3', title: 'A', album: 'B' } as never)
  await new Promise((r) => setTimeout(r, 0))
  expect(calls).toEqual(['pause'])
})

test('a real failure to play still reports an error', async () => {
  refusePlay('NotSupportedError')
  const backend = createAudioBackend()
  const { calls, events } = listener()
  backend.setListener(events)
  backend.load({ src: '/media/a.mp3', title: 'A', album: 'B' } as never)
  await new Promise((r) => setTimeout(r, 0))
  expect(calls).toEqual(['error:NotSupportedError from the browser'])
})
