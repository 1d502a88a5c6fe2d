/** Course notes and homework answers (issue 33): the course player's lesson panel and Me's "我的筆記". */
import { registerTexts } from '../registry'

const learningNotes = {
  title: '我的筆記',
  entry: '我的筆記',
  tabs: {
    label: '類別',
    notes: '筆記',
    homework: '作業'
  },
  where: '{{course}} · {{lesson}}',
  open: '前往課程',
  openLabel: '前往「{{lesson}}」',
  loginPrompt: '登入後可以寫筆記、交作業',
  loginAction: '登入',
  counter: '{{count}}/{{max}}',
  counterHint: '中文字計為 2 個字元',
  notes: {
    heading: '我的筆記',
    privateHint: '只有你看得到',
    placeholder: '寫下這一課的心得或重點',
    textLabel: '筆記內容',
    save: '儲存筆記',
    saved: '已儲存筆記',
    edit: '編輯',
    editLabel: '編輯筆記：{{text}}',
    update: '更新',
    cancel: '取消',
    updated: '已更新筆記',
    remove: '刪除',
    removeLabel: '刪除筆記：{{text}}',
    confirmRemove: '確定刪除這則筆記嗎？',
    removed: '已刪除筆記',
    empty: '這一課還沒有筆記',
    emptyAll: '還沒有筆記，在課程播放頁寫下第一則吧',
    edited: '{{date}} 編輯'
  },
  homework: {
    heading: '課後作業',
    placeholder: '寫下你的作業',
    textLabel: '作業內容',
    submit: '提交作業',
    submitted: '已提交作業',
    mine: '我提交的作業',
    reply: '{{teacher}}的回覆',
    replyAnonymous: '老師的回覆',
    waiting: '等待老師回覆',
    remove: '刪除',
    removeLabel: '刪除作業：{{text}}',
    confirmRemove: '確定刪除這份作業嗎？',
    removed: '已刪除作業',
    emptyAll: '還沒有提交過作業',
    images: '附上圖片（最多 {{max}} 張）',
    addImage: '加入圖片',
    imageLabel: '作業圖片 {{n}}',
    removeImage: '移除第 {{n}} 張圖片',
    uploading: '上傳中 {{percent}}%',
    uploadFailed: '上傳失敗',
    waitUpload: '圖片還在上傳，請稍候',
    tooManyImages: '最多可附上 {{max}} 張圖片'
  },
  empty: '請輸入內容',
  tooLong: '最多 {{max}} 個字元'
}
export default registerTexts('learningNotes', learningNotes)
