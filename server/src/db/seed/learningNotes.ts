/** Homework of the demo lessons (issue 33): the free first lesson of the mindfulness course and two more. */
export const LESSON_HOMEWORK: { lessonId: number; promptZh: string; promptEn: string }[] = [
  {
    lessonId: 101,
    promptZh: '今天找一個安靜的時刻，專注呼吸五分鐘，寫下你注意到的三件事。',
    promptEn: 'Find a quiet moment today, follow your breath for five minutes, and write down three things you noticed.'
  },
  {
    lessonId: 102,
    promptZh: '做一次身體掃描，哪個部位最緊繃？掃描之後有什麼不同？',
    promptEn: 'Do one body scan. Which part of you felt tightest, and what changed afterwards?'
  },
  {
    lessonId: 201,
    promptZh: '練習腹式呼吸三天，記下每天練習前後的心情。',
    promptEn: 'Practise belly breathing for three days and note your mood before and after each session.'
  }
]
