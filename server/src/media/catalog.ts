/**
 * The demo media catalogue as data. Keys are stable: the database seed maps them to catalogue rows, so
 * renaming a key breaks the seed. Changing an item's parameters changes its content hash (and file name)
 * only for that item; bump GENERATOR_VERSION when the rendering code itself changes.
 */
import type { AudioRecipe } from './audio.js'
import type { CoverSpec, Motif, PaletteName } from './covers.js'

export const GENERATOR_VERSION = 2

export type Title = { 'zh-Hant': string; en: string }
export type MediaKind = 'track' | 'scene' | 'bell' | 'cover' | 'banner' | 'avatar' | 'video'

export type MediaSpec =
  | { key: string; kind: 'track' | 'scene' | 'bell'; title: Title; audio: AudioRecipe }
  | { key: string; kind: 'cover' | 'banner' | 'avatar'; title: Title; art: CoverSpec }
  | {
      key: string
      kind: 'video'
      title: Title
      video: {
        w: number
        h: number
        sec: number
        zoom: 'in' | 'out'
        art: Omit<CoverSpec, 'w' | 'h'>
        audio: AudioRecipe
      }
    }

const t = (zh: string, en: string): Title => ({ 'zh-Hant': zh, en })

// Chords as MIDI notes: soft, open voicings (add9 / maj7 / sus) that never resolve anywhere tense.
const D_ADD9 = [50, 57, 64, 66],
  B_MIN7 = [47, 54, 57, 62],
  G_MAJ7 = [43, 50, 54, 59],
  A_SUS = [45, 52, 57, 59]
const F_MAJ7 = [41, 48, 52, 57],
  C_ADD9 = [48, 55, 62, 64],
  A_MIN9 = [45, 52, 59, 60]

const track = (key: string, title: Title, audio: AudioRecipe): MediaSpec => ({
  key: `track.${key}`,
  kind: 'track',
  title,
  audio
})
const scene = (key: string, title: Title, audio: AudioRecipe): MediaSpec => ({
  key: `scene.${key}`,
  kind: 'scene',
  title,
  audio: { ...audio, loop: true }
})
const image = (
  kind: 'cover' | 'banner' | 'avatar',
  key: string,
  title: Title,
  motif: Motif,
  palette: PaletteName,
  seed: number
): MediaSpec => {
  const [w, h] =
    kind === 'banner'
      ? [750, 320]
      : kind === 'avatar'
        ? [240, 240]
        : key.startsWith('course-')
          ? [640, 360]
          : key.startsWith('scene-')
            ? [540, 960]
            : [600, 600]
  return { key: `${kind}.${key}`, kind, title, art: { motif, palette, seed, w, h } }
}

/**
 * Tracks that members get: each has its own member recording (`track.member-<key>`, same kind of piece, its own
 * random seed, so its bytes differ from the free track of that name). They are served only through signed URLs
 * (signedUrl.ts); the seed points every VIP resource at one of them.
 */
export const MEMBER_TRACKS = [
  'soft-drone',
  'forest-breeze',
  'loving-kindness',
  'bowls-morning',
  'body-scan',
  'ocean-waves',
  'rainy-night-sleep',
  'evening-bowls',
  'breathing-space',
  'focused-breathing',
  'mountain-stream'
]

const BASE_CATALOG: MediaSpec[] = [
  // Guided-meditation tracks. Most stay 40-120 s so demos and tests are quick; body-scan is the long one.
  track('bowls-morning', t('晨間頌缽', 'Morning Singing Bowls'), {
    type: 'bowls',
    sec: 90,
    seed: 11,
    notes: [55, 62, 59, 57],
    every: 11,
    decay: 4.2,
    padChord: D_ADD9
  }),
  track('breathing-space', t('呼吸空間', 'Breathing Space'), {
    type: 'breathing',
    sec: 72,
    seed: 12,
    period: 6,
    chords: [D_ADD9, B_MIN7, G_MAJ7, A_SUS],
    chimeEvery: 4
  }),
  track('rain-window', t('窗邊細雨', 'Rain at the Window'), { type: 'rain', sec: 60, seed: 13, intensity: 0.8 }),
  track('ocean-waves', t('海浪輕拍', 'Gentle Ocean Waves'), { type: 'waves', sec: 100, seed: 14, period: 9 }),
  track('forest-breeze', t('林間微風', 'Forest Breeze'), { type: 'forest', sec: 80, seed: 15, birds: 1 }),
  track('soft-drone', t('柔和長音', 'Soft Drone'), { type: 'drone', sec: 120, seed: 16, root: 38 }),
  track('body-scan', t('身體掃描', 'Body Scan'), { type: 'drone', sec: 300, seed: 17, root: 36, bowlEvery: 30 }),
  track('rainy-night-sleep', t('雨夜安眠', 'Rainy Night Sleep'), {
    type: 'rain',
    sec: 110,
    seed: 18,
    intensity: 0.6,
    padChord: F_MAJ7
  }),
  track('mountain-stream', t('山澗溪流', 'Mountain Stream'), { type: 'stream', sec: 65, seed: 19 }),
  track('evening-bowls', t('暮色頌缽', 'Evening Bowls'), {
    type: 'bowls',
    sec: 45,
    seed: 20,
    notes: [50, 57, 53],
    every: 13,
    decay: 5
  }),
  track('loving-kindness', t('慈心冥想', 'Loving-Kindness'), {
    type: 'breathing',
    sec: 95,
    seed: 21,
    period: 5,
    chords: [F_MAJ7, C_ADD9, A_MIN9, C_ADD9],
    chimeEvery: 6
  }),
  track('focused-breathing', t('專注呼吸', 'Focused Breathing'), {
    type: 'breathing',
    sec: 50,
    seed: 22,
    period: 4,
    chords: [A_SUS, D_ADD9]
  }),
  // Very short tracks, so end-to-end tests can let a track play to its end.
  track('quiet-moment', t('片刻寧靜', 'A Quiet Moment'), {
    type: 'bowls',
    sec: 12,
    seed: 23,
    notes: [57],
    every: 30,
    decay: 3,
    padChord: D_ADD9
  }),
  track('three-breaths', t('三次呼吸', 'Three Breaths'), {
    type: 'breathing',
    sec: 15,
    seed: 24,
    period: 5,
    chords: [G_MAJ7]
  }),

  // Scene music: loops folded so the end runs into the start.
  scene('rain', t('雨聲', 'Rain'), { type: 'rain', sec: 40, seed: 31, intensity: 1 }),
  scene('waves', t('海浪', 'Waves'), { type: 'waves', sec: 48, seed: 32, period: 8 }),
  scene('forest', t('森林', 'Forest'), { type: 'forest', sec: 45, seed: 33, birds: 1.3 }),
  scene('fire', t('爐火', 'Fireside'), { type: 'fire', sec: 30, seed: 34 }),
  scene('bowls', t('頌缽', 'Singing Bowls'), {
    type: 'bowls',
    sec: 36,
    seed: 35,
    notes: [55, 59, 62],
    every: 12,
    decay: 4
  }),

  // Meditation-timer interval bells.
  {
    key: 'bell.bowl',
    kind: 'bell',
    title: t('頌缽鐘聲', 'Singing Bowl'),
    audio: { type: 'bell', sec: 6, seed: 41, bell: 'bowl' }
  },
  {
    key: 'bell.chime',
    kind: 'bell',
    title: t('清脆風鈴', 'Soft Chime'),
    audio: { type: 'bell', sec: 4, seed: 42, bell: 'chime' }
  },

  // Covers for meditation goods (square).
  image('cover', 'moon-lake', t('月映湖心', 'Moon over the Lake'), 'moonLake', 'night', 101),
  image('cover', 'dawn-peaks', t('晨光山巒', 'Peaks at Dawn'), 'peaks', 'dawn', 102),
  image('cover', 'calm-sea', t('平靜海面', 'Calm Sea'), 'waves', 'ocean', 103),
  image('cover', 'pink-lotus', t('粉色蓮花', 'Pink Lotus'), 'lotus', 'blush', 104),
  image('cover', 'ripples', t('水面漣漪', 'Ripples'), 'ripples', 'teal', 105),
  image('cover', 'pine-forest', t('松林', 'Pine Forest'), 'pines', 'forest', 106),
  image('cover', 'night-rain', t('夜雨', 'Night Rain'), 'rain', 'rain', 107),
  image('cover', 'candle-glow', t('燭光', 'Candlelight'), 'candle', 'ember', 108),
  image('cover', 'singing-bowl', t('頌缽', 'Singing Bowl'), 'bowl', 'sand', 109),
  image('cover', 'zen-stones', t('禪石', 'Zen Stones'), 'stones', 'mint', 110),
  image('cover', 'bamboo-grove', t('竹林', 'Bamboo Grove'), 'bamboo', 'forest', 111),
  image('cover', 'sunset-waves', t('夕陽海浪', 'Sunset Waves'), 'waves', 'sunset', 112),
  // Study plans (square).
  image('cover', 'plan-sleep', t('安眠計畫', 'Sleep Plan'), 'moonLake', 'dusk', 121),
  image('cover', 'plan-focus', t('專注計畫', 'Focus Plan'), 'ripples', 'lavender', 122),
  image('cover', 'plan-beginner', t('入門計畫', 'Beginner Plan'), 'lotus', 'mint', 123),
  image('cover', 'plan-stress', t('舒壓計畫', 'Stress Relief Plan'), 'peaks', 'lavender', 124),
  // Course covers (16:9).
  image('cover', 'course-mindfulness', t('正念基礎', 'Mindfulness Basics'), 'stones', 'sand', 131),
  image('cover', 'course-breathwork', t('呼吸練習', 'Breathwork'), 'waves', 'teal', 132),
  image('cover', 'course-deep-sleep', t('深度睡眠', 'Deep Sleep'), 'moonLake', 'night', 133),
  image('cover', 'course-eastern-wisdom', t('東方智慧', 'Eastern Wisdom'), 'peaks', 'sunset', 134),
  image('cover', 'course-emotions', t('情緒療癒', 'Healing Emotions'), 'lotus', 'lavender', 135),
  image('cover', 'course-tea-zen', t('茶與禪', 'Tea and Zen'), 'bowl', 'forest', 136),
  // Scene backgrounds (portrait), one per scene-music loop.
  image('cover', 'scene-rain', t('雨聲場景', 'Rain Scene'), 'rain', 'rain', 141),
  image('cover', 'scene-waves', t('海浪場景', 'Waves Scene'), 'waves', 'ocean', 142),
  image('cover', 'scene-forest', t('森林場景', 'Forest Scene'), 'pines', 'forest', 143),
  image('cover', 'scene-fire', t('爐火場景', 'Fireside Scene'), 'candle', 'ember', 144),
  image('cover', 'scene-bowls', t('頌缽場景', 'Singing Bowls Scene'), 'bowl', 'dusk', 145),
  // Home banners (750x320).
  image('banner', 'spring', t('春日靜心', 'Spring Calm'), 'peaks', 'blush', 151),
  image('banner', 'membership', t('會員專享', 'Members Only'), 'orbs', 'gold', 152),
  image('banner', 'sleep-well', t('好眠之夜', 'Sleep Well Tonight'), 'moonLake', 'night', 153),
  image('banner', 'summer-camp', t('夏日營隊', 'Summer Camp'), 'pines', 'forest', 154),
  // Teacher avatars.
  image('avatar', 'teacher-lin', t('林老師', 'Teacher Lin'), 'avatar', 'lavender', 161),
  image('avatar', 'teacher-chen', t('陳老師', 'Teacher Chen'), 'avatar', 'dawn', 162),
  image('avatar', 'teacher-wang', t('王老師', 'Teacher Wang'), 'avatar', 'mint', 163),
  image('avatar', 'teacher-huang', t('黃老師', 'Teacher Huang'), 'avatar', 'ocean', 164),

  // Short videos (portrait) and course clips (landscape): slow zoom over generated art, generated soundtrack.
  ...(<[string, Title, number, number, number, 'in' | 'out', Motif, PaletteName, AudioRecipe][]>[
    [
      'short-1',
      t('晨光呼吸', 'Morning Breath'),
      360,
      640,
      12,
      'in',
      'peaks',
      'dawn',
      { type: 'breathing', sec: 12, seed: 51, period: 4, chords: [D_ADD9] }
    ],
    [
      'short-2',
      t('月下靜坐', 'Sitting under the Moon'),
      360,
      640,
      15,
      'out',
      'moonLake',
      'night',
      { type: 'bowls', sec: 15, seed: 52, notes: [55], every: 20, decay: 3, padChord: G_MAJ7 }
    ],
    [
      'short-3',
      t('海邊片刻', 'A Moment by the Sea'),
      360,
      640,
      10,
      'in',
      'waves',
      'ocean',
      { type: 'waves', sec: 10, seed: 53, period: 5 }
    ],
    [
      'course-1',
      t('正念入門', 'Mindfulness: First Steps'),
      640,
      360,
      18,
      'in',
      'stones',
      'sand',
      { type: 'drone', sec: 18, seed: 54, root: 40, bowlEvery: 9 }
    ],
    [
      'course-2',
      t('放鬆身體', 'Relaxing the Body'),
      640,
      360,
      14,
      'out',
      'lotus',
      'lavender',
      { type: 'breathing', sec: 14, seed: 55, period: 5, chords: [F_MAJ7] }
    ],
    [
      'course-3',
      t('森林漫步', 'A Walk in the Forest'),
      640,
      360,
      20,
      'in',
      'pines',
      'forest',
      { type: 'forest', sec: 20, seed: 56, birds: 1.5 }
    ]
  ]).map(([key, title, w, h, sec, zoom, motif, palette, audio], i): MediaSpec => ({
    key: `video.${key}`,
    kind: 'video',
    title,
    video: { w, h, sec, zoom, art: { motif, palette, seed: 171 + i }, audio }
  }))
]

function memberVariant(key: string): MediaSpec {
  const base = BASE_CATALOG.find((s) => s.key === `track.${key}`)
  if (!base || base.kind !== 'track') throw new Error(`catalog: no track ${key} for its member variant`)
  return {
    key: `track.member-${key}`,
    kind: 'track',
    title: t(`${base.title['zh-Hant']}（會員版）`, `${base.title.en} (members)`),
    audio: { ...base.audio, seed: base.audio.seed + 1000 }
  }
}

/**
 * The course videos that paid lessons, camp days and members-only replays play: their own files (not the free
 * previews' bytes under another name), served only through signed URLs (media/signedUrl.ts isPrivateMediaName).
 */
export const PAID_VIDEOS = ['course-1', 'course-2', 'course-3']

function paidVariant(key: string): MediaSpec {
  const base = BASE_CATALOG.find((s) => s.key === `video.${key}`)
  if (!base || base.kind !== 'video') throw new Error(`catalog: no video ${key} for its paid variant`)
  return {
    key: `video.paid-${key}`,
    kind: 'video',
    title: t(`${base.title['zh-Hant']}（課程版）`, `${base.title.en} (course)`),
    video: {
      ...base.video,
      art: { ...base.video.art, seed: base.video.art.seed + 500 },
      audio: { ...base.video.audio, seed: base.video.audio.seed + 1000 }
    }
  }
}

export const CATALOG: MediaSpec[] = [
  ...BASE_CATALOG,
  ...MEMBER_TRACKS.map(memberVariant),
  ...PAID_VIDEOS.map(paidVariant)
]
