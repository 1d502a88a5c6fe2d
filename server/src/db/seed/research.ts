/**
 * Research forms (spec §2 commonPage questionnaire and survey) as data in both languages, and the kzero
 * assessment of the demo member account (its kzero identity is the `open_id` of its `kzero_assessments` row).
 */
import type { KzeroResultData, ResearchQuestionData } from '../schema'

const opt = (value: string, zh: string, en: string) => ({ value, zh, en })

const questionnaire: ResearchQuestionData[] = [
  {
    key: 'experience',
    kind: 'single',
    required: true,
    titleZh: '你練習冥想多久了？',
    titleEn: 'How long have you been meditating?',
    options: [
      opt('new', '剛開始', 'Just starting'),
      opt('months', '半年以內', 'Less than six months'),
      opt('years', '半年到兩年', 'Six months to two years'),
      opt('long', '兩年以上', 'More than two years')
    ]
  },
  {
    key: 'goals',
    kind: 'multiple',
    required: true,
    titleZh: '你希望練習帶來什麼？（可複選）',
    titleEn: 'What do you hope practice brings you? (choose any)',
    options: [
      opt('sleep', '更好的睡眠', 'Better sleep'),
      opt('stress', '減輕壓力', 'Less stress'),
      opt('focus', '專注', 'Focus'),
      opt('emotion', '照顧情緒', 'Caring for my emotions'),
      opt('curious', '只是好奇', 'Just curious')
    ]
  },
  {
    key: 'calm',
    kind: 'scale',
    required: true,
    titleZh: '這一週你覺得自己有多平靜？（1 很焦躁，5 很平靜）',
    titleEn: 'How calm did you feel this week? (1 very restless, 5 very calm)',
    min: 1,
    max: 5
  },
  {
    key: 'note',
    kind: 'text',
    required: false,
    titleZh: '還有什麼想告訴我們的嗎？',
    titleEn: 'Anything else you would like to tell us?',
    min: 0,
    max: 200
  }
]

const survey: ResearchQuestionData[] = [
  {
    key: 'recommend',
    kind: 'scale',
    required: true,
    titleZh: '你有多大可能把靜心推薦給朋友？（1 至 10）',
    titleEn: 'How likely are you to recommend Jingxin to a friend? (1 to 10)',
    min: 1,
    max: 10
  },
  {
    key: 'most',
    kind: 'single',
    required: true,
    titleZh: '你最常使用哪個功能？',
    titleEn: 'Which part do you use most?',
    options: [
      opt('meditation', '引導冥想', 'Guided meditation'),
      opt('courses', '課程', 'Courses'),
      opt('timer', '冥想計時', 'Meditation timer'),
      opt('community', '學習社群', 'Study community')
    ]
  },
  {
    key: 'improve',
    kind: 'text',
    required: true,
    titleZh: '我們最該改進的是什麼？',
    titleEn: 'What should we improve first?',
    min: 4,
    max: 300
  }
]

export function researchRows() {
  return {
    researchForms: [
      {
        id: 1,
        code: 'questionnaire',
        page: 'questionnaire' as const,
        titleZh: '練習習慣問卷',
        titleEn: 'Practice habits questionnaire',
        introZh: '四個問題，幫助我們為你推薦更合適的練習。每人填寫一次。',
        introEn: 'Four questions that help us suggest practice that suits you. One answer per person.',
        questions: questionnaire
      },
      {
        id: 2,
        code: 'survey',
        page: 'survey' as const,
        titleZh: '使用意見調查',
        titleEn: 'App feedback survey',
        introZh: '告訴我們你的使用感受，每人填寫一次。',
        introEn: 'Tell us how the app works for you. One answer per person.',
        questions: survey
      }
    ]
  }
}

/** The demo member's kzero assessment (vip@demo.jingxin). */
export const KZERO_DEMO = {
  email: 'vip@demo.jingxin',
  openId: 'kzero-demo-0001',
  result: {
    summaryZh: '整體狀態穩定。專注與情緒調節表現良好，睡眠品質仍有進步空間，建議睡前加入十分鐘的身體掃描練習。',
    summaryEn:
      'Steady overall. Focus and emotional balance are good; sleep quality has room to grow: try a ten-minute body scan before bed.',
    dimensions: [
      {
        key: 'focus',
        zh: '專注',
        en: 'Focus',
        score: 78,
        adviceZh: '維持每天早上的呼吸練習。',
        adviceEn: 'Keep your morning breathing practice.'
      },
      {
        key: 'emotion',
        zh: '情緒調節',
        en: 'Emotional balance',
        score: 72,
        adviceZh: '情緒起伏時，試試三分鐘的情緒覺察。',
        adviceEn: 'When feelings run high, try the three-minute emotion check.'
      },
      {
        key: 'stress',
        zh: '壓力復原',
        en: 'Stress recovery',
        score: 64,
        adviceZh: '工作間隙做一次短暫的正念休息。',
        adviceEn: 'Take a short mindful break between tasks.'
      },
      {
        key: 'sleep',
        zh: '睡眠品質',
        en: 'Sleep quality',
        score: 55,
        adviceZh: '睡前避免螢幕，改聽睡眠引導。',
        adviceEn: 'Swap screens for a sleep guide at bedtime.'
      }
    ]
  } satisfies KzeroResultData
}
