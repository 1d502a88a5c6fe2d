/** App-level screens: the page that was not found and slow page loading (H5). */
const app = {
  notFound: {
    title: '找不到頁面',
    message: '這個頁面不存在或已經移除。',
    home: '回到首頁'
  },
  pageLoading: {
    loading: '頁面載入中…',
    failed: '頁面載入失敗，請檢查網路後重試。',
    retry: '重試'
  }
}
export default app
