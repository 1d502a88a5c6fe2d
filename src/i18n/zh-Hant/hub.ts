import { registerTexts } from '../registry'
/** The study hub's collection, message-list and help-centre pages, and the track comments on the album page. */
const hub = {
  collections: '精選合輯',
  collectionTitle: '合輯',
  collectionItems: '{{count}} 個內容',
  collectionFavorites: '{{count}} 人收藏',
  favorite: '收藏合輯',
  favorited: '已收藏',
  favoriteDone: '已收藏合輯',
  unfavoriteDone: '已取消收藏',
  collectionEmpty: '這個合輯還沒有內容',
  kindMeditation: '冥想專輯',
  kindCourse: '課程',
  messagesTitle: '留言列表',
  messagesOf: '「{{title}}」的留言',
  allMessages: '查看全部留言',
  trackComments: '單曲留言',
  trackPick: '選擇單曲',
  trackPlaceholder: '聽完有什麼感受？',
  tooLong: '留言最多 {{max}} 字（中文每字算兩個字）',
  counter: '{{count}}/{{max}}',
  delete: '刪除',
  deleteLabel: '刪除我的留言',
  deleteConfirm: '確定刪除這則留言？',
  deleted: '留言已刪除',
  helpTitle: '幫助中心',
  helpEntry: '幫助中心',
  helpEntryDesc: '常見問題與使用說明',
  courseSearchEntry: '搜尋課程',
  courseSearchDesc: '課程、短影片與直播',
  missingTarget: '找不到要顯示的留言對象'
}
export default registerTexts('hub', hub)
