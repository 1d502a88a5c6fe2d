/** Common pages: the deep-link entry, the practice assistant, following the official account and app download. */
import { registerTexts } from '../registry'

const portal = {
  deeplink: {
    title: '開啟連結',
    opening: '正在開啟…',
    openingExternal: '正在開啟外部網頁…',
    unknownTitle: '無法開啟這個連結',
    unknownText: '這個連結可能已經失效，或需要更新版本的 App 才能開啟。',
    missing: '沒有收到要開啟的連結。',
    linkLabel: '連結：{{link}}',
    home: '回到首頁',
    search: '搜尋想找的內容',
    retry: '再試一次',
    leaveTitle: '即將前往外部網站',
    leaveText: '這個連結會離開靜心，開啟以下網站。確認是你信任的網站再前往。',
    leaveOpen: '前往這個網站',
    leaveStay: '不用了，回到首頁'
  },
  assistant: {
    title: '靜心小助手',
    intro: '告訴我你現在的狀態或想找的練習，例如「睡不著」「想放鬆」「專注」，我會從靜心的內容裡幫你找。',
    placeholder: '輸入你的狀況或想找的內容',
    send: '送出',
    sending: '回覆中…',
    clear: '清除對話',
    // the confirm's button: at most 4 Chinese characters or 8 letters (WeChat and Taro H5 refuse longer)
    clearButton: '清除',
    clearConfirm: '清除後這臺裝置上的對話紀錄會刪除，確定嗎？',
    cleared: '已清除對話',
    cancel: '取消',
    you: '你',
    bot: '小助手',
    suggestions: '可以試試：',
    suggestSleep: '睡不著',
    suggestStress: '壓力好大',
    suggestFocus: '想要專注',
    suggestMember: '如何成為會員',
    privacy: '對話只保存在這臺裝置上。',
    open: '開啟',
    empty: '還沒有對話，從下面的建議開始吧。',
    failed: '暫時無法回覆，請稍後再試。',
    kind: {
      album: '冥想專輯',
      course: '課程',
      short_video: '短影片',
      live: '直播',
      article: '文章',
      faq: '常見問題',
      history: '最近聽過',
      page: '功能'
    }
  },
  focus: {
    title: '關注公眾號',
    heading: '關注「靜心」公眾號',
    scan: '用微信掃描 QR Code，或長按圖片識別',
    qrLabel: '「靜心」公眾號的 QR Code',
    account: '公眾號 ID：{{id}}',
    copyId: '複製公眾號 ID',
    copied: '已複製',
    benefitsTitle: '關注後你會收到',
    benefit1: '每日一則冥想提醒與當日推薦',
    benefit2: '直播與線上營隊的開課通知',
    benefit3: '會員與年卡的優惠活動',
    benefit4: '訂單、兌換與客服訊息',
    notConfigured: '公眾號尚未開放，敬請期待。'
  },
  download: {
    title: '下載 App',
    heading: '下載靜心 App',
    intro: '在 App 裡背景播放、下載離線收聽，並收到練習提醒。',
    detected: '偵測到你的裝置：{{platform}}',
    platform: {
      ios: 'iPhone / iPad',
      android: 'Android',
      wechat: '微信',
      desktop: '電腦'
    },
    appStore: '前往 App Store 下載',
    googlePlay: '前往 Google Play 下載',
    wechatHint: '微信內無法直接下載：請點右上角「⋯」，選擇「在瀏覽器開啟」，或用手機掃描下方 QR Code。',
    desktopHint: '請用手機掃描 QR Code 下載。',
    qrLabel: '靜心 App 下載頁的 QR Code',
    otherStores: '其他下載方式',
    inMiniProgram: '你正在使用小程序：所有功能都可以直接在這裡使用。',
    notConfigured: 'App 尚未上架，敬請期待。',
    notInYourStore: '這個裝置的商店還沒有上架靜心 App，可以從下方的其他方式下載。'
  }
}
export default registerTexts('portal', portal)
