/**
 * The platform audio backend. Taro picks `audio.h5.ts` / `audio.weapp.ts` at build time; this default (used by
 * jest and type checking) is silent.
 */
import { silentBackend, type AudioBackend } from './types'

export type { AudioBackend, AudioEvents, AudioTrack } from './types'

export function createAudioBackend(): AudioBackend {
  return silentBackend()
}
