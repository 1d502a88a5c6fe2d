/**
 * Demo course catalogue. Together the floors carry every course-card jump of spec §2 (jump_type 0–3; type 1,
 * 2, 3; type 0 with sub_type 1, 9, 10, 12, 2, 13 (+ waterfall), 14) and the banners every banner jump type
 * (1, 2, 4, 5, 6, 10, 11, 12, 14, 15, 99). server/test/catalogue.test.ts checks both.
 */
type T = [zh: string, en: string]

export const NAVS: [number, string, T][] = [
  [1, 'recommend', ['推薦', 'For You']],
  [2, 'mindfulness', ['正念', 'Mindfulness']],
  [3, 'sleep', ['睡眠', 'Sleep']],
  [4, 'live', ['直播', 'Live']],
  [5, 'short', ['短片', 'Shorts']]
]

export interface CourseSeed {
  id: number
  sku: string
  type: number
  sub: number
  title: T
  subtitle: T
  teacher: T
  cover: string
  video?: string
  price: number
  original?: number
  card: number
  live?: [status: 1 | 2 | 3, startOffsetHours: number]
  people: number
}
const LIN: T = ['林老師', 'Teacher Lin'],
  CHEN: T = ['陳老師', 'Teacher Chen'],
  WANG: T = ['王老師', 'Teacher Wang'],
  HUANG: T = ['黃老師', 'Teacher Huang']

export const COURSES: CourseSeed[] = [
  {
    id: 1,
    sku: 'c-mindfulness',
    type: 0,
    sub: 1,
    title: ['正念基礎八週課', 'Eight Weeks of Mindfulness'],
    subtitle: ['系統學習正念減壓', 'A structured MBSR course'],
    teacher: LIN,
    cover: 'course-mindfulness',
    price: 1280,
    original: 1680,
    card: 1,
    people: 3280
  },
  {
    id: 2,
    sku: 'c-breathwork',
    type: 0,
    sub: 9,
    title: ['呼吸練習課', 'Breathwork'],
    subtitle: ['用呼吸調節情緒', 'Regulate emotions with the breath'],
    teacher: CHEN,
    cover: 'course-breathwork',
    price: 680,
    card: 1,
    people: 1520
  },
  {
    id: 3,
    sku: 'c-deep-sleep',
    type: 0,
    sub: 10,
    title: ['深度睡眠大師班', 'Deep Sleep Masterclass'],
    subtitle: ['找回自然的睡眠節律', 'Find your natural sleep rhythm'],
    teacher: CHEN,
    cover: 'course-deep-sleep',
    price: 1680,
    original: 2280,
    card: 2,
    people: 2210
  },
  {
    id: 4,
    sku: 'c-eastern-wisdom',
    type: 0,
    sub: 12,
    title: ['東方智慧十二講', 'Twelve Talks on Eastern Wisdom'],
    subtitle: ['經典中的安定之道', 'Calm in the classics'],
    teacher: HUANG,
    cover: 'course-eastern-wisdom',
    price: 2280,
    card: 2,
    people: 860
  },
  {
    id: 5,
    sku: 'c-emotions',
    type: 0,
    sub: 1,
    title: ['情緒療癒', 'Healing Emotions'],
    subtitle: ['與情緒溫柔相處', 'Be gentle with your feelings'],
    teacher: LIN,
    cover: 'course-emotions',
    price: 980,
    card: 0,
    people: 1310
  },
  {
    id: 6,
    sku: 'c-tea-zen',
    type: 0,
    sub: 1,
    title: ['茶與禪（免費）', 'Tea and Zen (free)'],
    subtitle: ['一杯茶的時間', 'The time of a cup of tea'],
    teacher: WANG,
    cover: 'course-tea-zen',
    price: 0,
    card: 0,
    people: 5120
  },
  {
    id: 7,
    sku: 'l-evening',
    type: 0,
    sub: 2,
    title: ['直播：晚間共修', 'Live: Evening Group Sitting'],
    subtitle: ['每晚八點', 'Every evening at 8 pm'],
    teacher: LIN,
    cover: 'course-mindfulness',
    price: 0,
    card: 0,
    live: [1, 32],
    people: 420
  },
  {
    id: 8,
    sku: 'l-now',
    type: 0,
    sub: 2,
    title: ['直播中：靜心共修', 'Live now: Sitting Together'],
    subtitle: ['現在加入', 'Join now'],
    teacher: CHEN,
    cover: 'course-breathwork',
    video: 'course-1',
    price: 0,
    card: 0,
    live: [2, -0.25],
    people: 268
  },
  {
    id: 9,
    sku: 'l-replay-sleep',
    type: 0,
    sub: 14,
    title: ['回放：睡前放鬆', 'Replay: Relax before Sleep'],
    subtitle: ['錯過直播也能看', 'Watch what you missed'],
    teacher: CHEN,
    cover: 'course-deep-sleep',
    video: 'course-2',
    price: 0,
    card: 1,
    live: [3, -48],
    people: 980
  },
  {
    id: 10,
    sku: 'l-weekend',
    type: 0,
    sub: 2,
    title: ['直播：週末工作坊', 'Live: Weekend Workshop'],
    subtitle: ['與老師即時互動', 'Talk with the teacher live'],
    teacher: HUANG,
    cover: 'course-tea-zen',
    price: 99,
    card: 1,
    live: [1, 72],
    people: 156
  },
  {
    id: 11,
    sku: 's-morning',
    type: 0,
    sub: 13,
    title: ['晨光呼吸', 'Morning Breath'],
    subtitle: ['12 秒', '12 s'],
    teacher: LIN,
    cover: 'course-breathwork',
    video: 'short-1',
    price: 0,
    card: 0,
    people: 8800
  },
  {
    id: 12,
    sku: 's-moon',
    type: 0,
    sub: 13,
    title: ['月下靜坐', 'Sitting under the Moon'],
    subtitle: ['15 秒', '15 s'],
    teacher: CHEN,
    cover: 'course-deep-sleep',
    video: 'short-2',
    price: 0,
    card: 0,
    people: 6400
  },
  {
    id: 13,
    sku: 's-sea',
    type: 0,
    sub: 13,
    title: ['海邊片刻', 'A Moment by the Sea'],
    subtitle: ['10 秒', '10 s'],
    teacher: WANG,
    cover: 'course-emotions',
    video: 'short-3',
    price: 0,
    card: 0,
    people: 7300
  },
  {
    id: 14,
    sku: 'camp-21days',
    type: 1,
    sub: 0,
    title: ['21 天正念訓練營', '21-Day Mindfulness Camp'],
    subtitle: ['社群陪伴，每日打卡', 'Daily check-ins with a group'],
    teacher: LIN,
    cover: 'course-mindfulness',
    price: 399,
    original: 599,
    card: 0,
    people: 1890
  },
  {
    id: 15,
    sku: 'camp-sleep',
    type: 1,
    sub: 0,
    title: ['好眠訓練營', 'Sleep Well Camp'],
    subtitle: ['兩週改善睡眠', 'Better sleep in two weeks'],
    teacher: CHEN,
    cover: 'course-deep-sleep',
    price: 299,
    card: 0,
    people: 940
  },
  {
    id: 16,
    sku: 'act-retreat',
    type: 2,
    sub: 0,
    title: ['山中靜修一日營', 'One-Day Mountain Retreat'],
    subtitle: ['陽明山・實體活動', 'Yangmingshan, in person'],
    teacher: HUANG,
    cover: 'course-eastern-wisdom',
    price: 1200,
    card: 0,
    people: 60
  },
  {
    id: 17,
    sku: 'act-bowls',
    type: 2,
    sub: 0,
    title: ['頌缽工作坊', 'Singing Bowl Workshop'],
    subtitle: ['台北・實體活動', 'Taipei, in person'],
    teacher: HUANG,
    cover: 'course-tea-zen',
    price: 800,
    card: 0,
    people: 24
  },
  {
    id: 60,
    sku: 'act-sitting',
    type: 2,
    sub: 0,
    title: ['週末共修・靜坐', 'Weekend Group Sitting'],
    subtitle: ['台北・免費實體活動', 'Taipei, free, in person'],
    teacher: LIN,
    cover: 'course-mindfulness',
    price: 0,
    card: 0,
    people: 20
  },
  {
    id: 61,
    sku: 'camp-breath',
    type: 1,
    sub: 0,
    title: ['七日呼吸練習營', '7-Day Breathing Camp'],
    subtitle: ['每天十分鐘，免費參加', 'Ten minutes a day, free'],
    teacher: CHEN,
    cover: 'course-breathwork',
    price: 0,
    card: 0,
    people: 320
  },
  {
    id: 18,
    sku: 'vip-member',
    type: 3,
    sub: 0,
    title: ['開通冥想會員', 'Become a Member'],
    subtitle: ['解鎖全部冥想內容', 'Unlock every meditation'],
    teacher: ['', ''],
    cover: 'course-emotions',
    price: 588,
    card: 0,
    people: 0
  }
]

/** Course introductions (detail pages); a course without one shows its subtitle. */
export const COURSE_INTROS: Record<string, T> = {
  'c-mindfulness': [
    '八週循序漸進的正念減壓練習：從認識正念、身體掃描到把覺察帶進日常。每週一堂影音課與一段練習，適合第一次接觸正念的你。',
    'Eight weeks of step-by-step mindfulness-based stress reduction: from what mindfulness is, through the body scan, to bringing awareness into daily life. One video lesson and one practice a week, for complete beginners.'
  ],
  'c-breathwork': [
    '學會腹式呼吸與方塊呼吸，在緊張、焦躁或疲倦時，用幾次呼吸把自己帶回平穩。',
    'Learn belly breathing and box breathing, and bring yourself back to steadiness in a few breaths when you feel tense, restless or tired.'
  ],
  'c-deep-sleep': [
    '從睡眠節律、睡前儀式到夜醒時的應對，一步步建立讓身體自然入睡的習慣。',
    'From sleep rhythms and bedtime rituals to what to do when you wake at night: build, step by step, the habits that let your body fall asleep on its own.'
  ],
  'c-eastern-wisdom': [
    '從經典中讀出安定的力量：十二講帶你認識靜的智慧，並以行走禪把它放進生活。',
    'Find steadiness in the classics: twelve talks on the wisdom of stillness, and walking meditation to carry it into everyday life.'
  ],
  'c-emotions': [
    '認識情緒如何出現、停留與離開，練習用溫柔而不評判的方式安撫焦慮。',
    'See how emotions arise, stay and pass, and practise soothing anxiety with kindness instead of judgement.'
  ],
  'c-tea-zen': [
    '泡一杯茶，專注於香氣、溫度與每一口的滋味：一堂免費的生活禪入門。',
    'Make a cup of tea and attend to its scent, warmth and every sip: a free first lesson in everyday Zen.'
  ],
  'l-evening': [
    '每週三晚上八點，與老師和同修一起靜坐三十分鐘，最後留有提問時間。',
    'Every Wednesday at 8 pm, sit for thirty minutes with the teacher and the group, with time for questions at the end.'
  ],
  'l-now': [
    '午休時間的線上共修：十五分鐘的引導靜心，幫你在下午重新開始。',
    'An online group sitting at lunchtime: fifteen minutes of guided calm to start the afternoon afresh.'
  ],
  'l-replay-sleep': [
    '錯過了直播？在這裡收看睡前放鬆的完整回放。',
    'Missed the live session? Watch the full replay of the bedtime relaxation here.'
  ],
  'l-weekend': [
    '週末的互動工作坊：老師示範練習，並即時回答你的問題。',
    'An interactive weekend workshop: the teacher guides the practices and answers your questions live.'
  ],
  'camp-21days': [
    '二十一天、每天一段練習與打卡，在社群的陪伴下把正念變成習慣。',
    'Twenty-one days of one practice and one check-in a day: make mindfulness a habit with the support of a group.'
  ],
  'camp-sleep': [
    '兩週的睡眠改善計畫：記錄睡眠、練習放鬆，學會面對夜醒。',
    'A two-week plan for better sleep: keep a sleep diary, practise winding down and learn to handle waking at night.'
  ],
  'act-retreat': [
    '在陽明山的一日靜修：靜坐、行走禪與午後茶會，名額有限。',
    'A day of retreat on Yangmingshan: sitting, walking meditation and an afternoon tea. Places are limited.'
  ],
  'act-bowls': [
    '在台北的頌缽工作坊：聆聽泛音、學習基本手法，體驗深層放鬆。',
    'A singing bowl workshop in Taipei: listen to the overtones, learn the basic strokes and feel deep rest.'
  ]
}

/** [course id, lesson titles, video keys]: lessons of the VOD courses. */
export const LESSONS: [number, T[], string[]][] = [
  [
    1,
    [
      ['認識正念', 'What Is Mindfulness'],
      ['身體的覺察', 'Awareness of the Body'],
      ['自然中的正念', 'Mindfulness in Nature']
    ],
    ['course-1', 'course-2', 'course-3']
  ],
  [
    2,
    [
      ['腹式呼吸', 'Belly Breathing'],
      ['方塊呼吸', 'Box Breathing']
    ],
    ['course-2', 'course-1']
  ],
  [
    3,
    [
      ['睡眠的節律', 'The Rhythm of Sleep'],
      ['睡前儀式', 'A Bedtime Ritual'],
      ['夜醒怎麼辦', 'Waking at Night']
    ],
    ['course-2', 'course-3', 'course-1']
  ],
  [
    4,
    [
      ['靜的智慧', 'The Wisdom of Stillness'],
      ['行走禪', 'Walking Meditation']
    ],
    ['course-3', 'course-1']
  ],
  [
    5,
    [
      ['認識情緒', 'Knowing Emotions'],
      ['安撫焦慮', 'Soothing Anxiety']
    ],
    ['course-1', 'course-2']
  ],
  [6, [['一杯茶', 'One Cup of Tea']], ['course-3']]
  // camps have no lessons: their days (CAMP_DAYS) are the schedule, one per day of the stated length
]

/**
 * Dated camps and in-person events: [course id, start offset in hours from today 12:00 in Taipei, length in hours,
 * venue, address, seats]. Camps have no venue (online).
 */
export const EVENTS: [number, number, number, T, T, number][] = [
  // the 21-day camp is under way (its third day is today), so a new buyer meets today's task and dated days ahead
  [14, -48, 21 * 24, ['線上', 'Online'], ['', ''], 200],
  [15, 168, 14 * 24, ['線上', 'Online'], ['', ''], 100],
  [
    16,
    240,
    8,
    ['陽明山靜修中心', 'Yangmingshan Retreat Centre'],
    ['臺北市士林區竹子湖路 1 號', '1 Zhuzihu Rd, Shilin, Taipei'],
    60
  ],
  [
    17,
    120,
    3,
    ['靜心台北教室', 'Jingxin Taipei Studio'],
    ['臺北市大安區復興南路一段 100 號', '100 Fuxing S Rd Sec 1, Da’an, Taipei'],
    24
  ],
  [
    60,
    48,
    2,
    ['靜心台北教室', 'Jingxin Taipei Studio'],
    ['臺北市大安區復興南路一段 100 號', '100 Fuxing S Rd Sec 1, Da’an, Taipei'],
    30
  ],
  [61, -48, 7 * 24, ['線上', 'Online'], ['', ''], 0]
]

/** Map positions (WGS84 [lat, lng]) of the in-person events, by course id. */
export const EVENT_PLACES: Record<number, [number, number]> = {
  16: [25.1863, 121.5365],
  17: [25.0441, 121.5436],
  60: [25.0441, 121.5436]
}

/**
 * What each day of an online camp holds: [course id, [kind, title, body, media key, duration fallback][]]. Media keys
 * are meditation tracks (`track.…`) for audio and course videos (`video.…`); text days have none. Day n opens on
 * the camp's start date + n − 1 in the user's zone.
 */
type CampDaySeed = ['audio' | 'video' | 'text', T, T, string]
/** A day of a longer camp: [kind, media key, title, what to do]; the page numbers the days itself. */
type CampDayLine = ['audio' | 'video' | 'text', string, T, T]
const campDays = (lines: CampDayLine[]): CampDaySeed[] =>
  lines.map(([kind, key, title, body]) => [kind, title, body, key])
const LISTEN: T = ['找個安靜的位置，跟著引導練習。', 'Find a quiet seat and follow the guide.']
const WATCH: T = ['跟著影片練習一次，再靜坐一分鐘。', 'Practise once with the video, then sit for a minute.']

/** The 21-day mindfulness camp (course 14): three weeks, one practice a day. */
const MINDFULNESS_21: CampDaySeed[] = campDays([
  ['audio', 'track.focused-breathing', ['安住呼吸', 'Resting in the Breath'], LISTEN],
  ['audio', 'track.body-scan', ['身體掃描', 'Body Scan'], LISTEN],
  ['video', 'video.paid-course-1', ['行走覺察', 'Mindful Walking'], WATCH],
  [
    'text',
    '',
    ['情緒天氣', 'The Weather of Emotions'],
    [
      '今天三次停下來問自己：此刻心裡是晴、陰還是雨？不評斷，只是記下。',
      'Stop three times today and ask: is it sunny, cloudy or raining inside? Do not judge; just note it.'
    ]
  ],
  ['audio', 'track.loving-kindness', ['慈心練習', 'Loving-Kindness'], LISTEN],
  ['audio', 'track.breathing-space', ['三分鐘呼吸空間', 'The Three-Minute Breathing Space'], LISTEN],
  [
    'text',
    '',
    ['第一週回顧', 'Looking Back on Week One'],
    [
      '寫下這週最容易做到和最難做到的練習各一個，下週從容易的開始。',
      'Write down the easiest and the hardest practice of the week; start next week with the easy one.'
    ]
  ],
  ['audio', 'track.quiet-moment', ['片刻寧靜', 'A Quiet Moment'], LISTEN],
  ['video', 'video.paid-course-2', ['正念飲食', 'Mindful Eating'], WATCH],
  ['audio', 'track.three-breaths', ['三次呼吸', 'Three Breaths'], LISTEN],
  [
    'text',
    '',
    ['聆聽聲音', 'Listening to Sounds'],
    [
      '坐下五分鐘，只聽周圍的聲音：近的、遠的、來了又走的。',
      'Sit for five minutes and only listen: near sounds, far sounds, sounds that come and go.'
    ]
  ],
  ['audio', 'track.body-scan', ['放鬆肩頸', 'Softening Neck and Shoulders'], LISTEN],
  ['audio', 'track.focused-breathing', ['數息', 'Counting Breaths'], LISTEN],
  [
    'text',
    '',
    ['第二週回顧', 'Looking Back on Week Two'],
    [
      '這週哪一刻你發現自己回到了當下？寫下那個時刻。',
      'When did you notice yourself coming back to the present this week? Write that moment down.'
    ]
  ],
  ['audio', 'track.loving-kindness', ['善待自己', 'Kindness to Yourself'], LISTEN],
  ['video', 'video.paid-course-1', ['伸展與覺察', 'Stretching with Awareness'], WATCH],
  ['audio', 'track.breathing-space', ['困難時的呼吸', 'Breathing Through Difficulty'], LISTEN],
  ['audio', 'track.quiet-moment', ['開放覺察', 'Open Awareness'], LISTEN],
  [
    'text',
    '',
    ['日常中的正念', 'Mindfulness in Daily Life'],
    [
      '選一件每天都做的事（刷牙、洗碗），今天完整地感受它一次。',
      'Pick one thing you do every day (brushing teeth, washing up) and feel it fully once today.'
    ]
  ],
  ['audio', 'track.three-breaths', ['感恩', 'Gratitude'], LISTEN],
  [
    'text',
    '',
    ['回顧與延續', 'Looking Back, Going On'],
    [
      '回顧三週，選一個練習帶進往後的每一天。',
      'Look back at the three weeks and choose one practice to keep every day.'
    ]
  ]
])

/** The two-week sleep camp (course 15). */
const SLEEP_14: CampDaySeed[] = campDays([
  [
    'text',
    '',
    ['睡眠日記', 'A Sleep Diary'],
    [
      '今晚起記下上床、入睡和醒來的時間，以及白天的精神。',
      'From tonight, note when you go to bed, fall asleep and wake, and how you feel in the day.'
    ]
  ],
  ['audio', 'track.rainy-night-sleep', ['睡前放鬆', 'Winding Down'], LISTEN],
  ['audio', 'track.body-scan', ['睡前身體掃描', 'A Bedtime Body Scan'], LISTEN],
  [
    'text',
    '',
    ['夜醒怎麼辦', 'Waking at Night'],
    [
      '醒來時不看時間，做十次緩慢的呼氣；二十分鐘仍睡不著，就起身做件安靜的事。',
      'When you wake, do not check the time; take ten slow out-breaths. Still awake after twenty minutes? Get up and do something quiet.'
    ]
  ],
  ['audio', 'track.evening-bowls', ['暮色頌缽', 'Evening Bowls'], LISTEN],
  ['video', 'video.paid-course-2', ['睡前伸展', 'Bedtime Stretches'], WATCH],
  [
    'text',
    '',
    ['第一週回顧', 'Looking Back on Week One'],
    ['看看日記：哪一晚睡得最好？那天做了什麼？', 'Read your diary: which night was best, and what did you do that day?']
  ],
  ['audio', 'track.focused-breathing', ['四七八呼吸', '4-7-8 Breathing'], LISTEN],
  ['audio', 'track.rainy-night-sleep', ['放下今天', 'Letting the Day Go'], LISTEN],
  [
    'text',
    '',
    ['睡前儀式', 'A Bedtime Ritual'],
    [
      '設計一個十五分鐘的睡前儀式：關螢幕、調暗燈、一段練習。',
      'Design a fifteen-minute bedtime ritual: screens off, lights low, one practice.'
    ]
  ],
  ['audio', 'track.loving-kindness', ['溫柔入睡', 'Falling Asleep Gently'], LISTEN],
  ['audio', 'track.evening-bowls', ['聽著缽聲入眠', 'Sleeping to the Bowls'], LISTEN],
  ['video', 'video.paid-course-1', ['晨間喚醒', 'Waking Up Well'], WATCH],
  [
    'text',
    '',
    ['回顧與延續', 'Looking Back, Going On'],
    [
      '比較兩週的日記，把最有效的一個習慣留下來。',
      'Compare the two weeks of your diary and keep the habit that helped most.'
    ]
  ]
])

export const CAMP_DAYS: [number, CampDaySeed[]][] = [
  [14, MINDFULNESS_21],
  [15, SLEEP_14],
  [
    61,
    [
      [
        'audio',
        ['第一天：安住當下', 'Day 1: Arriving'],
        [
          '找個安靜的位置坐下，跟著引導把注意力帶回身體。',
          'Find a quiet seat and let the guide bring your attention back to the body.'
        ],
        'track.quiet-moment'
      ],
      [
        'text',
        ['第二天：呼吸日記', 'Day 2: A Breath Diary'],
        [
          '今天留意三次呼吸變快的時刻：當時在做什麼？身體哪裡緊？寫下一句話就好。\n\n睡前讀一遍，然後做五次緩慢的呼氣。',
          'Notice three moments today when your breath speeds up: what were you doing, and where did your body tighten? One sentence each is enough.\n\nRead them before bed, then take five slow out-breaths.'
        ],
        ''
      ],
      [
        'video',
        ['第三天：方塊呼吸', 'Day 3: Box Breathing'],
        [
          '吸四拍、停四拍、吐四拍、停四拍，跟著影片練習五輪。',
          'In for four, hold for four, out for four, hold for four: five rounds with the video.'
        ],
        'video.paid-course-1'
      ],
      [
        'audio',
        ['第四天：覺察呼吸', 'Day 4: Noticing the Breath'],
        ['不改變呼吸，只是看著它。', 'Do not change the breath; just watch it.'],
        'track.breathing-space'
      ],
      [
        'text',
        ['第五天：一分鐘暫停', 'Day 5: The One-Minute Pause'],
        ['在每次開始新工作前，停下來做三次呼吸。', 'Before each new task, stop for three breaths.'],
        ''
      ],
      [
        'audio',
        ['第六天：三次呼吸', 'Day 6: Three Breaths'],
        ['三次呼吸，回到當下。', 'Three breaths back to now.'],
        'track.three-breaths'
      ],
      [
        'video',
        ['第七天：回顧與延續', 'Day 7: Looking Back, Going On'],
        ['回顧這一週，選一個練習帶進下週。', 'Look back at the week and pick one practice to keep.'],
        'video.paid-course-2'
      ]
    ]
  ]
]

/** A floor item: a course by sku, or a jump card [jump_type, target sku, title]. */
type Item = string | [0 | 1 | 2 | 3, string, T]
/** [id, nav tag, title, style, items] */
export const COURSE_FLOORS: [number, string, T, number, Item[]][] = [
  [
    1,
    'recommend',
    ['精選課程', 'Featured Courses'],
    1,
    ['c-mindfulness', 'c-breathwork', 'c-deep-sleep', 'c-eastern-wisdom', 'c-emotions', 'c-tea-zen', 'camp-21days']
  ],
  [2, 'recommend', ['直播與回放', 'Live and Replays'], 3, ['l-now', 'l-evening', 'l-weekend', 'l-replay-sleep']],
  [3, 'recommend', ['短片', 'Shorts'], 4, ['s-morning', 's-moon', 's-sea']],
  [
    4,
    'recommend',
    ['訓練營與活動', 'Camps and Events'],
    2,
    ['camp-21days', 'camp-sleep', 'act-retreat', 'act-bowls', 'vip-member']
  ],
  [
    5,
    'recommend',
    ['冥想精選', 'Meditation Picks'],
    1,
    [
      [0, '', ['開通會員，暢聽全部', 'Join to listen to everything']],
      [1, 'm-sleep', ['好眠引導', 'Guided Sleep']],
      [2, 'm-breath', ['立即練習呼吸', 'Breathe now']],
      [3, 'plan-sleep', ['21 天好眠計畫', '21-Day Sleep Plan']]
    ]
  ],
  [
    6,
    'mindfulness',
    ['正念課程', 'Mindfulness Courses'],
    3,
    ['c-mindfulness', 'c-breathwork', 'c-emotions', 'camp-21days']
  ],
  [7, 'sleep', ['睡眠課程', 'Sleep Courses'], 3, ['c-deep-sleep', 'camp-sleep', 'l-replay-sleep']],
  [
    8,
    'sleep',
    ['睡前冥想', 'Bedtime Meditations'],
    1,
    [
      [1, 'm-sleep', ['好眠引導', 'Guided Sleep']],
      [1, 'm-rain', ['雨夜安眠', 'Rainy Nights']],
      [3, 'plan-sleep', ['21 天好眠計畫', '21-Day Sleep Plan']]
    ]
  ],
  [9, 'live', ['即將開播', 'Coming Up'], 3, ['l-now', 'l-evening', 'l-weekend']],
  [10, 'live', ['精彩回放', 'Replays'], 3, ['l-replay-sleep']],
  [11, 'short', ['短片', 'Shorts'], 4, ['s-morning', 's-moon', 's-sea']]
]

/** [id, position, nav tag or null (every nav), title, banner image key, jump_type, jump_value] */
export const ADS: [number, string, string | null, T, string, number, string][] = [
  [1, 'course_index', null, ['山中靜修一日營', 'Mountain Retreat'], 'summer-camp', 1, '16'],
  [2, 'course_index', null, ['正念基礎八週課', 'Eight Weeks of Mindfulness'], 'spring', 2, 'c-mindfulness'],
  [3, 'course_index', null, ['21 天正念訓練營', '21-Day Mindfulness Camp'], 'summer-camp', 5, '14'],
  [
    4,
    'course_index',
    null,
    ['年卡會員專享', 'Annual Card Benefits'],
    'membership',
    10,
    '/mine/pages/annualPass/equity'
  ],
  [5, 'course_index', 'short', ['晨光呼吸短片', 'Morning Breath Short'], 'spring', 4, 's-morning'],
  [6, 'course_index', 'short', ['月下靜坐短片', 'Sitting under the Moon'], 'sleep-well', 6, 's-moon'],
  [7, 'course_index', 'recommend', ['課程說明', 'About Our Courses'], 'spring', 10, '/commonPage/pages/about'],
  [8, 'meditation_index', null, ['好眠之夜', 'Sleep Well Tonight'], 'sleep-well', 14, 'm-sleep'],
  [9, 'meditation_index', null, ['21 天好眠計畫', '21-Day Sleep Plan'], 'sleep-well', 15, 'plan-sleep'],
  [10, 'meditation_index', null, ['邀請好友得學習金', 'Invite Friends, Earn Gold'], 'membership', 12, ''],
  [
    11,
    'meditation_index',
    null,
    ['冥想入門七日', 'Seven Days of Meditation'],
    'spring',
    99,
    'meditation/detail?sku=m-beginner'
  ],
  [12, 'meditation_index', null, ['會員方案', 'Membership Plans'], 'membership', 11, '']
]

/** Campaign pages (/pages/course/marketing?id): [id, sku, title, intro, selling points, cover]. */
export const MARKETING_PAGES: [number, string, T, T, T[], string][] = [
  [
    1,
    'c-mindfulness',
    ['八週正念減壓・開課優惠', 'Eight Weeks of Mindfulness: Launch Offer'],
    [
      '給第一次接觸正念的你：每週一堂影音課與一段練習，八週後把覺察帶進每一天。',
      'For complete beginners: one video lesson and one practice a week, and after eight weeks awareness in every day.'
    ],
    [
      ['八堂影音課，隨時重看', 'Eight video lessons to watch again any time'],
      ['每週一段引導練習', 'A guided practice every week'],
      ['一次購買，永久學習', 'Buy once, learn for good']
    ],
    'course-mindfulness'
  ]
]
