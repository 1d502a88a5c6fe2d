/** The app's loading and failure states in both languages (i18n common.loading, loadingPage, error, networkError). */
export const NOT_READY = ['載入中…', '正在加載...', 'Loading…', 'Loading...']
export const FAILED = ['出了點問題', 'Something went wrong', '網路連線失敗', 'Network error']
