/** Demo products, exchange codes, coupons, FAQ and two demo accounts. */
type T = [zh: string, en: string]

/** [id, code, kind, title, desc, price, original price, days] */
export const PRODUCTS: [number, string, string, T, T, number, number, number][] = [
  [
    1,
    'vip-month',
    'meditation_vip',
    ['冥想會員・月卡', 'Membership, 1 month'],
    ['暢聽全部會員冥想 30 天', 'All member meditations for 30 days'],
    68,
    98,
    30
  ],
  [
    2,
    'vip-year',
    'meditation_vip',
    ['冥想會員・年卡', 'Membership, 1 year'],
    ['暢聽全部會員冥想 365 天', 'All member meditations for 365 days'],
    588,
    1176,
    365
  ],
  [
    3,
    'annual-card',
    'course_annual',
    ['課程年卡', 'Course Annual Card'],
    ['一年內免費學習年卡課程', 'Annual-card courses free for a year'],
    1999,
    2999,
    365
  ],
  [
    4,
    'annual-card-advanced',
    'course_annual_advanced',
    ['進階課程年卡', 'Advanced Annual Card'],
    ['包含全部年卡與進階課程', 'Every annual-card and advanced course'],
    3999,
    5999,
    365
  ]
]

/** [code, product code]: single-use, valid until the end of 2030. */
export const EXCHANGE_CODES: [string, string][] = [
  ['JXVIP30DEMO1', 'vip-month'],
  ['JXVIP30DEMO2', 'vip-month'],
  ['JXVIPYEARDEMO', 'vip-year'],
  ['JXCARDDEMO01', 'annual-card']
]

/** [code, course sku, valid until]: single-use course codes (one already past its date, to show the message). */
export const COURSE_CODES: [string, string, string][] = [
  ['JXCOURSE0001', 'c-emotions', '2030-12-31T23:59:59Z'],
  ['JXCOURSE0002', 'c-emotions', '2030-12-31T23:59:59Z'],
  ['JXCOURSE0003', 'c-mindfulness', '2030-12-31T23:59:59Z'],
  ['JXCOURSEOLD1', 'c-emotions', '2020-01-01T00:00:00Z']
]

/**
 * Pages composed from blocks (GET /v3/course/system/{id}). Image keys name generated media (`banner.<key>`,
 * `cover.<key>`); texts are [zh-Hant, en]. See routes/discover/system.ts for the block shapes.
 */
export const SYSTEM_PAGES: { id: number; title: T; blocks: unknown[] }[] = [
  {
    id: 1,
    title: ['好眠專題', 'Sleep Well'],
    blocks: [
      {
        type: 'banner',
        banners: [
          {
            image: 'sleep-well',
            title: ['深度睡眠大師班', 'Deep Sleep Masterclass'],
            jump_type: 2,
            jump_value: 'c-deep-sleep'
          }
        ]
      },
      {
        type: 'text',
        text: [
          '睡不好，往往不是身體累不夠，而是心還停不下來。這個專題收集了幫助入睡的課程與短片，從今晚開始。',
          'Poor sleep is often a mind that will not stop rather than a body that is not tired. These courses and short videos help you fall asleep, starting tonight.'
        ]
      },
      {
        type: 'courses',
        title: ['好眠課程', 'Courses for sleep'],
        skus: ['c-deep-sleep', 'l-replay-sleep', 'c-mindfulness']
      },
      { type: 'shorts', title: ['睡前短片', 'Short videos for bedtime'] },
      { type: 'image', image: 'sleep-well', alt: ['月光下的湖面', 'A lake under the moon'] },
      {
        type: 'button',
        label: ['認識課程年卡', 'About the course annual cards'],
        jump_type: 10,
        jump_value: '/pages/course/annualPass'
      },
      { type: 'future-block-kind', note: 'unknown kinds are skipped by the server' }
    ]
  }
]

/** [id, claim code, title, amount, minimum order, scope, valid days] */
export const COUPONS: [number, string, T, number, number, string, number][] = [
  [1, 'WELCOME50', ['新人禮 50 元', 'Welcome NT$50 off'], 50, 300, 'all', 30],
  [2, 'COURSE100', ['課程折抵 100 元', 'NT$100 off courses'], 100, 800, 'course', 60],
  [3, 'CAMP30', ['訓練營 30 元', 'NT$30 off camps'], 30, 0, 'course', 14]
]

/** [id, category, question, answer] */
export const FAQS: [number, T, T, T][] = [
  [
    1,
    ['會員', 'Membership'],
    ['會員可以收聽哪些內容？', 'What can members listen to?'],
    ['會員可收聽所有標示「VIP」的冥想音訊。', 'Members can play every meditation marked VIP.']
  ],
  [
    2,
    ['會員', 'Membership'],
    ['如何使用兌換碼？', 'How do I use an exchange code?'],
    ['在「我的」>「兌換」輸入兌換碼即可開通。', 'Enter it under Mine > Exchange.']
  ],
  [
    3,
    ['課程', 'Courses'],
    ['課程年卡與進階年卡有什麼不同？', 'Annual card or advanced card?'],
    ['進階年卡另外包含進階課程。', 'The advanced card also includes advanced courses.']
  ],
  [
    4,
    ['課程', 'Courses'],
    ['錯過直播可以看回放嗎？', 'Can I watch a live class later?'],
    ['可以，直播結束後會提供回放。', 'Yes, a replay is available after the live ends.']
  ],
  [
    5,
    ['帳號', 'Account'],
    ['忘記密碼怎麼辦？', 'I forgot my password'],
    [
      '在登入頁選擇「忘記密碼」，輸入電子郵件取得驗證碼。',
      'Choose "Forgot password" on the login page and enter your email to get a code.'
    ]
  ],
  [
    6,
    ['帳號', 'Account'],
    ['如何註銷帳號？', 'How do I delete my account?'],
    [
      '在「設定」>「註銷帳號」確認後，帳號資料將被刪除。',
      'Confirm under Settings > Delete account; your data is removed.'
    ]
  ]
]

/**
 * Demo accounts for people and browser tests (documented in server/README.md): a member with both cards and a
 * plain account. Password login works for both.
 */
export const DEMO_USERS = [
  {
    email: 'vip@demo.jingxin',
    password: 'jingxin-demo',
    nickname: '會員示範',
    vipUntil: '2099-12-31T00:00:00Z',
    card: 2
  },
  { email: 'user@demo.jingxin', password: 'jingxin-demo', nickname: '一般示範', vipUntil: null, card: 0 },
  /** The demo live teacher: may run the live channels (teacher console). */
  {
    email: 'teacher@demo.jingxin',
    password: 'jingxin-demo',
    nickname: '直播老師',
    vipUntil: null,
    card: 0,
    teacher: true
  }
]
