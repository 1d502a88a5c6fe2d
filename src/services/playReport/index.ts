/** Realtime play reporting (spec §4): the PlayReporter of the meditation audio's play sessions. */
export { PlayReporter, audioPlay, videoPlay, playStatus } from './PlayReporter'
export type { PlayReporterDeps, PlaySession, PlaySnapshot } from './PlayReporter'
export type { PlaySubject, AudioPlaySubject, VideoPlaySubject } from '../../protocol/realtime'
