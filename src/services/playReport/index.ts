/** Realtime play reporting (spec §4): one PlayReporter for the meditation audio and the course video. */
export { PlayReporter, audioPlay, videoPlay, playStatus } from './PlayReporter'
export type { PlayReporterDeps, PlaySession, PlaySnapshot } from './PlayReporter'
export type { PlaySubject, AudioPlaySubject, VideoPlaySubject } from '../../protocol/realtime'
