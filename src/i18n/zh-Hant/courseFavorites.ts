/** Saved courses, course watch history, the course tab's "recently watched" row and an online camp's messages. */
import { registerTexts } from '../registry'

const courseFavorites = {
  toggle: {
    add: '收藏',
    saved: '已收藏',
    addLabel: '收藏「{{title}}」',
    savedLabel: '已收藏「{{title}}」',
    added: '已加入收藏',
    removed: '已取消收藏'
  },
  tabs: {
    label: '類別',
    meditation: '冥想',
    course: '課程'
  },
  favorites: {
    empty: '還沒有收藏的課程，在課程頁點「收藏」即可加入',
    remove: '移除',
    removeLabel: '移除收藏「{{title}}」'
  },
  histories: {
    empty: '還沒有觀看紀錄',
    watchedTo: '看到 {{time}}',
    watchedOf: '看到 {{time}} / {{total}}',
    resumeLabel: '繼續觀看「{{title}}」：{{lesson}}'
  },
  recent: {
    title: '最近觀看',
    progressLabel: '已看 {{percent}}%',
    resume: '繼續觀看'
  },
  camp: {
    messages: '學員留言',
    placeholder: '分享你的練習心得'
  }
}
export default registerTexts('courseFavorites', courseFavorites)
