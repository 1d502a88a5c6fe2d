import { registerTexts } from '../registry'
/** Offline listening: the player's download control and "my downloads". */
export default registerTexts('offline', {
  download: '下載',
  downloadLabel: '下載「{{title}}」以便離線收聽',
  downloading: '下載中…',
  downloaded: '已下載',
  downloadedLabel: '已下載，前往我的下載',
  done: '已下載，可離線收聽',
  errors: {
    unsupported: '此瀏覽器不支援離線下載',
    network: '下載失敗，請檢查網路後再試',
    quota: '儲存空間不足，無法下載',
    quotaLimit: '下載內容最多 {{limit}}，請先在「我的下載」移除一些',
    memberOnly: '會員專屬內容，開通會員後才能下載'
  },
  page: {
    title: '我的下載',
    total: '共 {{count}} 首 · {{size}}',
    empty: '還沒有下載的冥想。在播放頁點「下載」，沒有網路時也能收聽。',
    remove: '移除',
    removeLabel: '移除「{{title}}」',
    removed: '已移除',
    expired: '會員已到期，無法離線播放',
    memberUntil: '會員內容 · 可離線播放至 {{date}}',
    free: '免費內容',
    limit: '上限 {{limit}}'
  }
})
