import { registerTexts } from '../registry'
/** Search pages (commonPage/search, searchResult, study course search) and the search entries on the tabs. */
const search = {
  title: '搜尋',
  resultTitle: '搜尋結果',
  courseTitle: '搜尋課程',
  open: '搜尋',
  openCourses: '搜尋課程',
  placeholder: '搜尋冥想、課程、老師',
  coursePlaceholder: '搜尋課程、短影片、直播',
  field: '搜尋內容',
  submit: '搜尋',
  clear: '清除輸入',
  empty: '請輸入要搜尋的內容',
  recent: '最近搜尋',
  clearRecent: '清除最近搜尋',
  recentCleared: '已清除最近搜尋',
  hot: '熱門搜尋',
  hotEmpty: '暫時沒有熱門搜尋',
  suggestions: '搜尋建議',
  searchFor: '搜尋「{{keyword}}」',
  kinds: { meditation: '冥想', course: '課程', short_video: '短影片', live: '直播', article: '文章' },
  tabLabel: '{{kind}}（{{count}}）',
  total: '共 {{count}} 筆結果',
  noResults: '找不到「{{keyword}}」的相關內容',
  noResultsTip: '換個關鍵字，或試試這些熱門搜尋：',
  loadMore: '載入更多',
  noMore: '沒有更多了'
}
export default registerTexts('search', search)
