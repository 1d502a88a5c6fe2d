/** Demo meditation catalogue: goods with tracks (free and VIP), home floors, study plans, scenes, settings. */
import type { MediaLookupFn } from './media'

type T = [zh: string, en: string]
/** [title, track media key, vip] */
type Track = [T, string, 0 | 1]
interface GoodsSeed {
  id: number
  sku: string
  title: T
  subtitle: T
  teacher: T
  cover: string
  intro: T
  tracks: Track[]
}

const LIN: T = ['林老師', 'Teacher Lin'],
  CHEN: T = ['陳老師', 'Teacher Chen'],
  WANG: T = ['王老師', 'Teacher Wang'],
  HUANG: T = ['黃老師', 'Teacher Huang']

export const GOODS: GoodsSeed[] = [
  {
    id: 1,
    sku: 'm-beginner',
    title: ['冥想入門七日', 'Seven Days of Meditation'],
    subtitle: ['從零開始的靜心練習', 'Start from zero'],
    teacher: LIN,
    cover: 'pink-lotus',
    intro: [
      '每天十分鐘，七天建立冥想習慣。前三天免費收聽。',
      'Ten minutes a day for seven days. The first three days are free.'
    ],
    tracks: [
      [['第一天：安住當下', 'Day 1: Arriving'], 'quiet-moment', 0],
      [['第二天：覺察呼吸', 'Day 2: Noticing the Breath'], 'breathing-space', 0],
      [['第三天：身體感受', 'Day 3: Feeling the Body'], 'three-breaths', 0],
      [['第四天：放下念頭', 'Day 4: Letting Thoughts Go'], 'soft-drone', 1],
      [['第五天：聆聽聲音', 'Day 5: Listening'], 'forest-breeze', 1],
      [['第六天：慈心', 'Day 6: Kindness'], 'loving-kindness', 1],
      [['第七天：回到生活', 'Day 7: Back to Life'], 'bowls-morning', 1]
    ]
  },
  {
    id: 2,
    sku: 'm-sleep',
    title: ['好眠引導', 'Guided Sleep'],
    subtitle: ['放下一天的疲憊', 'Let the day go'],
    teacher: CHEN,
    cover: 'moon-lake',
    intro: ['睡前的引導冥想，幫助身心慢慢安靜下來。', 'Guided meditations before bed to help body and mind settle.'],
    tracks: [
      [['雨夜安眠', 'Rainy Night Sleep'], 'rainy-night-sleep', 0],
      [['睡前呼吸', 'Breathing for Sleep'], 'breathing-space', 0],
      [['全身放鬆', 'Full-Body Relaxation'], 'body-scan', 1],
      [['深度睡眠長音', 'Deep Sleep Drone'], 'soft-drone', 1],
      [['海浪催眠', 'Waves to Sleep'], 'ocean-waves', 1]
    ]
  },
  {
    id: 3,
    sku: 'm-breath',
    title: ['呼吸練習', 'Breathing Practice'],
    subtitle: ['隨時隨地的平靜', 'Calm anywhere'],
    teacher: LIN,
    cover: 'ripples',
    intro: ['簡短的呼吸練習，適合通勤與午休。', 'Short breathing practices for the commute and lunch break.'],
    tracks: [
      [['呼吸空間', 'Breathing Space'], 'breathing-space', 0],
      [['專注呼吸', 'Focused Breathing'], 'focused-breathing', 0],
      [['三次呼吸', 'Three Breaths'], 'three-breaths', 0],
      [['片刻寧靜', 'A Quiet Moment'], 'quiet-moment', 0]
    ]
  },
  {
    id: 4,
    sku: 'm-nature',
    title: ['自然白噪音', 'Nature Sounds'],
    subtitle: ['雨聲、海浪與森林', 'Rain, waves and forest'],
    teacher: WANG,
    cover: 'pine-forest',
    intro: ['來自大自然的聲音，陪你工作、閱讀或入睡。', 'Sounds of nature for work, reading or sleep.'],
    tracks: [
      [['窗邊細雨', 'Rain at the Window'], 'rain-window', 0],
      [['海浪輕拍', 'Gentle Ocean Waves'], 'ocean-waves', 0],
      [['林間微風', 'Forest Breeze'], 'forest-breeze', 0],
      [['山澗溪流', 'Mountain Stream'], 'mountain-stream', 0],
      [['雨夜', 'Rainy Night'], 'rainy-night-sleep', 1],
      [['長音冥想', 'Drone Meditation'], 'soft-drone', 1]
    ]
  },
  {
    id: 5,
    sku: 'm-bowls',
    title: ['頌缽療癒', 'Singing Bowl Healing'],
    subtitle: ['聲音的振動', 'Vibrations of sound'],
    teacher: HUANG,
    cover: 'singing-bowl',
    intro: ['頌缽的泛音帶你進入深層放鬆。', 'The overtones of singing bowls take you into deep rest.'],
    tracks: [
      [['晨間頌缽', 'Morning Singing Bowls'], 'bowls-morning', 0],
      [['暮色頌缽', 'Evening Bowls'], 'evening-bowls', 1],
      [['一聲缽響', 'A Single Bowl'], 'quiet-moment', 0]
    ]
  },
  {
    id: 6,
    sku: 'm-stress',
    title: ['舒壓放鬆', 'Stress Relief'],
    subtitle: ['給忙碌的你', 'For busy days'],
    teacher: CHEN,
    cover: 'dawn-peaks',
    intro: ['當壓力來臨時，先停下來呼吸。', 'When stress arrives, stop and breathe first.'],
    tracks: [
      [['停一下', 'Pause'], 'three-breaths', 0],
      [['鬆開肩膀', 'Release the Shoulders'], 'breathing-space', 0],
      [['身體掃描', 'Body Scan'], 'body-scan', 1],
      [['山中溪流', 'Mountain Stream'], 'mountain-stream', 0],
      [['慈心祝福', 'Kind Wishes'], 'loving-kindness', 1]
    ]
  },
  {
    id: 7,
    sku: 'm-focus',
    title: ['專注工作', 'Deep Focus'],
    subtitle: ['進入心流', 'Into flow'],
    teacher: WANG,
    cover: 'zen-stones',
    intro: ['開始工作前的專注練習與背景聲音。', 'Focus practices and background sound before work.'],
    tracks: [
      [['專注呼吸', 'Focused Breathing'], 'focused-breathing', 0],
      [['柔和長音', 'Soft Drone'], 'soft-drone', 1],
      [['窗邊細雨', 'Rain at the Window'], 'rain-window', 0],
      [['林間專注', 'Focus in the Forest'], 'forest-breeze', 1]
    ]
  },
  {
    id: 8,
    sku: 'm-kindness',
    title: ['慈心與感恩', 'Kindness and Gratitude'],
    subtitle: ['溫柔對待自己', 'Be gentle with yourself'],
    teacher: LIN,
    cover: 'candle-glow',
    intro: ['培養對自己與他人的善意。會員專屬。', 'Grow kindness towards yourself and others. For members.'],
    tracks: [
      [['慈心冥想', 'Loving-Kindness'], 'loving-kindness', 1],
      [['感恩日記', 'Gratitude Journal'], 'breathing-space', 1],
      [['燭光靜坐', 'Candlelight Sitting'], 'evening-bowls', 1]
    ]
  },
  {
    id: 9,
    sku: 'm-morning',
    title: ['晨間喚醒', 'Morning Wake-up'],
    subtitle: ['清醒地開始一天', 'Start the day awake'],
    teacher: HUANG,
    cover: 'sunset-waves',
    intro: ['起床後的五分鐘，為一天定調。', 'Five minutes after waking set the tone for the day.'],
    tracks: [
      [['晨間頌缽', 'Morning Bowls'], 'bowls-morning', 0],
      [['晨光呼吸', 'Morning Breath'], 'breathing-space', 0],
      [['設定意圖', 'Setting an Intention'], 'focused-breathing', 1],
      [['林間晨曦', 'Forest at Dawn'], 'forest-breeze', 0]
    ]
  },
  {
    id: 10,
    sku: 'm-body',
    title: ['身體掃描', 'Body Scan'],
    subtitle: ['從頭到腳的覺察', 'Awareness from head to toe'],
    teacher: CHEN,
    cover: 'bamboo-grove',
    intro: ['一步步覺察身體的每個部位。', 'Become aware of every part of the body, step by step.'],
    tracks: [
      [['完整身體掃描', 'Full Body Scan'], 'body-scan', 1],
      [['短版掃描', 'Short Scan'], 'three-breaths', 0],
      [['放鬆長音', 'Relaxing Drone'], 'soft-drone', 0]
    ]
  },
  {
    id: 11,
    sku: 'm-rain',
    title: ['雨夜安眠', 'Rainy Nights'],
    subtitle: ['聽雨入睡', 'Fall asleep to rain'],
    teacher: WANG,
    cover: 'night-rain',
    intro: ['各種雨聲，伴你一夜好眠。', 'Many kinds of rain for a good night.'],
    tracks: [
      [['窗邊細雨', 'Rain at the Window'], 'rain-window', 0],
      [['雨夜安眠', 'Rainy Night Sleep'], 'rainy-night-sleep', 0],
      [['雨中長音', 'Drone in the Rain'], 'soft-drone', 1],
      [['雨後溪流', 'Stream after Rain'], 'mountain-stream', 1]
    ]
  },
  {
    id: 12,
    sku: 'm-quick',
    title: ['三分鐘靜心', 'Three-Minute Calm'],
    subtitle: ['忙碌中的小憩', 'A break in a busy day'],
    teacher: LIN,
    cover: 'calm-sea',
    intro: ['最短的練習，隨時按下暫停鍵。', 'The shortest practices: press pause anytime.'],
    tracks: [
      [['片刻寧靜', 'A Quiet Moment'], 'quiet-moment', 0],
      [['三次呼吸', 'Three Breaths'], 'three-breaths', 0],
      [['專注一分鐘', 'One Focused Minute'], 'focused-breathing', 0],
      [['海邊片刻', 'By the Sea'], 'ocean-waves', 1],
      [['一聲缽響', 'A Single Bowl'], 'evening-bowls', 0]
    ]
  }
]

/** [id, title, style, goods skus]: floors hold up to 6 on the home screen; the sleep floor has more. */
export const FLOORS: [number, T, number, string[]][] = [
  [1, ['今日推薦', "Today's Picks"], 4, ['m-beginner', 'm-sleep', 'm-breath']],
  [2, ['助眠好眠', 'Sleep Better'], 1, ['m-sleep', 'm-rain', 'm-nature', 'm-body', 'm-bowls', 'm-kindness', 'm-quick']],
  [3, ['減壓放鬆', 'Unwind'], 2, ['m-stress', 'm-bowls', 'm-body', 'm-kindness']],
  [4, ['專注與效率', 'Focus'], 3, ['m-focus', 'm-breath', 'm-morning', 'm-quick']],
  [5, ['自然聲景', 'Nature Soundscapes'], 1, ['m-nature', 'm-rain', 'm-morning']]
]

/** [id, sku, title, intro, cover, vip, days: per day the [goods sku, track index] to play]. */
export const PLANS: [number, string, T, T, string, 0 | 1, [string, number][][]][] = [
  [
    1,
    'plan-beginner',
    ['七日入門計畫', 'Seven-Day Beginner Plan'],
    ['每天一課，建立冥想習慣。', 'One session a day to build the habit.'],
    'plan-beginner',
    0,
    [
      [['m-beginner', 0]],
      [['m-beginner', 1]],
      [['m-beginner', 2]],
      [['m-beginner', 3]],
      [['m-beginner', 4]],
      [['m-beginner', 5]],
      [
        ['m-beginner', 6],
        ['m-quick', 0]
      ]
    ]
  ],
  [
    2,
    'plan-sleep',
    ['21 天好眠計畫', '21-Day Sleep Plan'],
    ['每晚睡前一段引導，慢慢找回好睡眠。', 'A guided session every night to sleep well again.'],
    'plan-sleep',
    0,
    Array.from({ length: 21 }, (_, d) => [
      ['m-sleep', d % 5],
      ...(d % 3 === 2 ? [['m-rain', d % 4] as [string, number]] : [])
    ])
  ],
  [
    3,
    'plan-focus',
    ['五日專注計畫', 'Five-Day Focus Plan'],
    ['工作日的專注練習。', 'Focus practice for the working week.'],
    'plan-focus',
    0,
    [
      [['m-focus', 0]],
      [['m-breath', 1]],
      [['m-focus', 1]],
      [['m-focus', 2]],
      [
        ['m-focus', 3],
        ['m-breath', 3]
      ]
    ]
  ],
  [
    4,
    'plan-stress',
    ['三日舒壓計畫', 'Three-Day Stress Relief'],
    ['會員專屬的舒壓課程。', 'A stress relief course for members.'],
    'plan-stress',
    1,
    [
      [
        ['m-stress', 0],
        ['m-stress', 1]
      ],
      [['m-stress', 2]],
      [
        ['m-stress', 3],
        ['m-stress', 4]
      ]
    ]
  ]
]

/** [id, goods sku, track index, quote] */
export const DAY_RECOMMEND: [number, string, number, T][] = [
  [1, 'm-breath', 0, ['呼吸是回到當下的錨。', 'The breath is an anchor to the present.']],
  [2, 'm-sleep', 0, ['放下今天，明天會自己到來。', 'Let today go; tomorrow will come by itself.']],
  [3, 'm-nature', 2, ['聆聽，是最溫柔的專注。', 'Listening is the gentlest focus.']],
  [4, 'm-bowls', 0, ['讓聲音帶你回家。', 'Let the sound bring you home.']],
  [5, 'm-stress', 1, ['你不必一次解決所有事。', 'You do not have to solve everything at once.']],
  [6, 'm-morning', 0, ['每個早晨都是新的開始。', 'Every morning is a new beginning.']],
  [7, 'm-kindness', 0, ['善待自己，是善待世界的開始。', 'Kindness to yourself is where kindness to the world begins.']]
]

/** [id, key, title] — music `scene.<key>`, background `cover.scene-<key>`. */
export const SCENES: [number, string, T][] = [
  [1, 'rain', ['雨聲', 'Rain']],
  [2, 'waves', ['海浪', 'Waves']],
  [3, 'forest', ['森林', 'Forest']],
  [4, 'fire', ['爐火', 'Fireside']],
  [5, 'bowls', ['頌缽', 'Singing Bowls']]
]

/** Settings lists of spec §3: values are language-neutral (numbers, flags, URLs). */
export function settingsRows(media: MediaLookupFn) {
  const meditation: Record<string, string> = {
    play_log_min_seconds: '10',
    report_interval_seconds: '1',
    default_play_mode: 'single',
    timer_presets_minutes: '5,10,15,20,30,45,60',
    timer_bell_bowl: media('bell.bowl').url,
    timer_bell_chime: media('bell.chime').url,
    default_scene_id: '1',
    free_track_preview: '1',
    invite_reward_gold: '100',
    show_day_recommend: '1'
  }
  const course: Record<string, string> = {
    show_short_video: '1',
    live_remind_minutes: '10',
    annual_card_product: 'annual-card',
    advanced_card_product: 'annual-card-advanced',
    comment_max_length: '500',
    study_people_visible: '1'
  }
  return [
    ...Object.entries(meditation).map(([sKey, sVal]) => ({ scope: 'meditation', sKey, sVal })),
    ...Object.entries(course).map(([sKey, sVal]) => ({ scope: 'course', sKey, sVal }))
  ]
}
