/**
 * The console's texts in Traditional Chinese (Taiwan usage: 登入, 使用者, 設定, 儲存, 新增, 載入中, 重新整理, 檔案).
 * The source dictionary: en.ts is typed against it, so a missing English key fails to compile. Refine's antd
 * components ask for `buttons.*`, `pages.*`, `notifications.*`, `actions.*`, `<resource>.titles.*` and
 * `<resource>.fields.*`; component strings (pagination, date pickers, empty tables) come from antd's zh_TW locale.
 */
/** Banners and floors of the two home tabs (four resources, one shape: pages/home). */
const homeBannerTexts = {
  fields: {
    titleZh: '標題',
    titleEn: '英文標題',
    title: '標題',
    image: '圖片網址',
    jumpType: '點擊後前往',
    jumpValue: '前往目標',
    navId: '課程分類',
    sort: '排序',
    status: '狀態',
    publishedAt: '發布時間',
    order: '調整順序'
  },
  jumps: {
    1: '活動票券（活動編號）',
    2: '課程（SKU）',
    4: '短片（SKU）',
    5: '線上營（商品編號）',
    6: '短片（SKU，另一版型）',
    10: '連結（網址）',
    11: '購買會員',
    12: '邀請好友',
    14: '播放冥想（SKU）',
    15: '學習計畫（SKU）',
    99: 'App 內頁（深層連結）'
  },
  navAll: '所有分類',
  status: { draft: '草稿', published: '已發布' },
  draftNote: '儲存後是草稿；在列表按「發布」後，App 首頁才會顯示。調整順序會立即套用到已發布的項目。',
  publish: '發布',
  published: '已發布橫幅',
  confirmPublish: '發布後 App 首頁會顯示這則橫幅。確定發布？',
  choose: '請選擇一項',
  moveUp: '上移',
  moveDown: '下移'
}
const homeFloorTexts = {
  ...homeBannerTexts,
  fields: { ...homeBannerTexts.fields, style: '版型' },
  styles: { 1: '橫向捲動', 2: '兩欄格狀', 3: '清單', 4: '大卡片／瀑布流' },
  published: '已發布樓層',
  confirmPublish: '發布後 App 首頁會顯示這個樓層。確定發布？',
  floorNote: '樓層的內容：冥想樓層在專輯頁選擇；課程樓層的卡片仍由課程目錄提供。'
}

export const zhHant = {
  app: { title: '靜心 營運後台', language: '語言', signedInAs: '已登入：{{name}}（{{role}}）' },
  roles: { owner: '擁有者', editor: '內容編輯', support: '客服', moderator: '社群管理', group_admin: '企業群組管理員' },
  buttons: {
    create: '新增',
    save: '儲存',
    logout: '登出',
    delete: '刪除',
    edit: '編輯',
    cancel: '取消',
    confirm: '確定要執行嗎？',
    filter: '篩選',
    clear: '清除',
    refresh: '重新整理',
    show: '檢視',
    undo: '復原',
    import: '匯入',
    clone: '複製',
    notAccessTitle: '您沒有權限使用此功能',
    search: '搜尋',
    list: '列表'
  },
  actions: { list: '列表', create: '新增', edit: '編輯', show: '檢視', clone: '複製' },
  notifications: {
    success: '成功',
    error: '錯誤（狀態碼：{{statusCode}}）',
    undoable: '您還有 {{seconds}} 秒可以復原',
    createSuccess: '已新增{{resource}}',
    createError: '新增{{resource}}時發生錯誤（狀態碼：{{statusCode}}）',
    deleteSuccess: '已刪除{{resource}}',
    deleteError: '刪除{{resource}}時發生錯誤（狀態碼：{{statusCode}}）',
    editSuccess: '已儲存{{resource}}',
    editError: '儲存{{resource}}時發生錯誤（狀態碼：{{statusCode}}）',
    importProgress: '匯入中：{{processed}}/{{total}}'
  },
  loading: '載入中',
  warnWhenUnsavedChanges: '確定要離開嗎？尚未儲存的變更將會遺失。',
  table: { actions: '操作' },
  documentTitle: { default: '靜心 營運後台', suffix: ' | 靜心 營運後台' },
  pages: {
    login: {
      title: '登入營運後台',
      signin: '登入',
      fields: { email: '電子郵件', password: '密碼', otp: '驗證碼（6 位數）' },
      hints: { otp: '驗證器 App 顯示的 6 位數字' },
      errors: {
        requiredEmail: '請輸入電子郵件',
        requiredPassword: '請輸入密碼',
        otpFormat: '請輸入 6 位數字'
      }
    },
    error: { info: '您可能忘了把這個頁面加到 resources。', '404': '找不到此頁面。', backHome: '回到首頁' }
  },
  overview: {
    overview: '總覽',
    titles: { list: '今日總覽' },
    fields: {
      signUpsToday: '今日註冊',
      ordersToday: '今日訂單',
      revenueTodayCents: '今日營收（新台幣）',
      activeListeners: '正在收聽',
      reportsWaiting: '待審檢舉',
      jobsFailing: '失敗的背景工作'
    }
  },
  albums: {
    albums: '冥想專輯',
    titles: { list: '冥想專輯', create: '新增專輯', edit: '編輯專輯', show: '專輯' },
    fields: {
      id: '編號',
      title: '標題',
      titleEn: '英文標題',
      subtitle: '副標題',
      subtitleEn: '英文副標題',
      intro: '介紹',
      introEn: '英文介紹',
      teacher: '老師',
      teacherEn: '老師（英文）',
      cover: '封面網址',
      member: '會員專屬',
      sort: '排序',
      floorId: '首頁樓層',
      status: '狀態',
      trackCount: '音軌數',
      publishedAt: '發布時間',
      tracks: '音軌'
    },
    status: { draft: '草稿', published: '已發布' },
    publish: '發布',
    unpublish: '取消發布',
    published: '已發布專輯',
    confirmPublish: '發布後 App 使用者即可看到此專輯，確定發布？'
  },
  tracks: {
    tracks: '音軌',
    titles: { list: '音軌', create: '新增音軌', edit: '編輯音軌', show: '音軌' },
    fields: {
      id: '編號',
      albumId: '專輯',
      title: '標題',
      titleEn: '英文標題',
      duration: '長度（秒）',
      mediaUploadId: '音訊檔案',
      member: '會員專屬',
      sort: '排序'
    }
  },
  upload: {
    drag: '點擊或拖曳音訊檔案到此處上傳',
    hint: '支援 MP3、M4A、WAV 等格式；大型檔案中斷後可續傳',
    processing: '轉檔中（AAC）…',
    ready: '已就緒：{{name}}，長度 {{duration}} 秒',
    failed: '檔案處理失敗：{{message}}',
    uploading: '上傳中 {{percent}}%'
  },
  videoUpload: {
    drag: '點擊或拖曳影片檔案到此處上傳',
    hint: '支援 MP4、MOV、WebM 等格式；轉成串流影片（HLS）並擷取封面；大型檔案中斷後可續傳',
    processing: '轉檔中（HLS 串流與封面）…',
    poster: '{{name}} 的封面'
  },
  orders: {
    orders: '訂單',
    titles: { list: '訂單', show: '訂單詳情' },
    fields: {
      id: '編號',
      orderNo: '訂單編號',
      userEmail: '使用者',
      item: '商品',
      payCents: '實付金額',
      provider: '付款方式',
      providerTxn: '金流交易編號',
      status: '狀態',
      createdAt: '建立時間',
      paidAt: '付款時間',
      refundedAt: '退款時間',
      refundReason: '退款原因',
      refundActor: '退款操作者',
      history: '付款與退款紀錄',
      at: '時間',
      event: '事件',
      detail: '說明'
    },
    status: { pending: '待付款', paid: '已付款', closed: '已關閉', refunding: '退款中', refunded: '已退款' },
    events: { created: '建立', paid: '付款', refund_requested: '申請退款', refunded: '已退款', closed: '關閉' },
    refund: '退款',
    refundTitle: '退款此訂單',
    refundReason: '退款原因',
    refundConfirm: '退款會透過原付款方式退回款項，且使用者的購買內容將被移除。確定退款？',
    refunded: '已退款'
  },
  'code-batches': {
    'code-batches': '兌換碼批次',
    titles: { list: '兌換碼批次', create: '發行兌換碼', show: '兌換碼批次' },
    fields: {
      id: '編號',
      label: '名稱',
      kind: '兌換內容類型',
      target: '兌換內容',
      count: '數量',
      usedCount: '已使用',
      expiresAt: '到期日',
      status: '狀態',
      createdBy: '發行者',
      createdAt: '發行時間',
      disabledAt: '停用時間',
      code: '兌換碼',
      usedAt: '使用時間',
      usedBy: '使用者編號'
    },
    kinds: { product: '會員／年卡', course: '課程' },
    status: { active: '可使用', expired: '已過期', disabled: '已停用' },
    codeStatus: { unused: '未使用', used: '已使用', expired: '已過期', disabled: '已停用' },
    search: '搜尋名稱或兌換內容',
    countHint: '一次 1 到 5000 組',
    pickTarget: '請選擇兌換內容',
    expiresHint: '到期日當天結束（台北時間）後失效',
    download: '下載 CSV',
    disable: '停用批次',
    confirmDisable: '停用後，這批尚未使用的兌換碼會立即失效，無法復原。確定停用？',
    disabled: '已停用這批兌換碼',
    codes: '兌換碼（{{count}} 組）'
  },
  coupons: {
    coupons: '優惠券',
    titles: { list: '優惠券', create: '新增優惠券', show: '優惠券' },
    fields: {
      id: '編號',
      title: '名稱',
      titleEn: '英文名稱',
      code: '領取碼',
      amount: '折抵金額（新台幣）',
      minAmount: '最低消費（新台幣，0 為不限）',
      amountCents: '折抵金額',
      minAmountCents: '最低消費',
      scope: '適用範圍',
      validDays: '有效天數',
      issuedCount: '已發出',
      usedCount: '已使用',
      status: '狀態',
      userEmail: '會員',
      expiresAt: '到期時間',
      usedAt: '使用時間',
      orderNo: '訂單編號',
      createdAt: '發出時間'
    },
    scope: { all: '全部商品', course: '僅限課程' },
    status: { active: '啟用中', disabled: '已停用' },
    issuedStatus: { unused: '未使用', used: '已使用' },
    grantOnly: '僅限後台發放',
    codeHint: '會員在 App 兌換頁輸入即可領取；留空則只能由後台發放',
    validDaysHint: '從領取或發放當天起算',
    search: '搜尋名稱或領取碼',
    grant: '發放',
    grantTitle: '發放優惠券給會員',
    grantUser: '會員編號或電子郵件',
    grantReason: '發放原因',
    grantConfirm: '會員會立即在 App 的優惠券與結帳頁看到這張券。確定發放？',
    granted: '已發放優惠券',
    disable: '停用',
    confirmDisable: '停用後不能再發放，領取碼也會失效；已發出的券仍可使用。確定停用？',
    disabledDone: '已停用優惠券',
    issued: '已發出的優惠券'
  },
  users: {
    users: '使用者',
    titles: { list: '使用者', show: '使用者資料' },
    fields: {
      id: '編號',
      email: '電子郵件',
      mobile: '手機',
      nickname: '暱稱',
      createdAt: '註冊時間',
      member: '會員',
      vipExpireAt: '會員到期',
      memberships: '會員資格',
      orders: '訂單',
      plays: '最近收聽',
      until: '到期日',
      reason: '原因'
    },
    searchPlaceholder: '電子郵件、手機或編號',
    grant: '授予會員',
    end: '終止會員',
    membershipTitle: '調整會員資格',
    membershipDone: '已更新會員資格',
    gold: {
      title: '學習金',
      balance: '目前餘額',
      adjust: '調整學習金',
      amount: '調整數量（正數增加，負數扣除）',
      amountNonZero: '請輸入不為 0 的整數',
      belowZero: '調整後餘額會低於 0（目前餘額 {{balance}}）',
      reason: '原因（使用者會在 App 的學習金紀錄看到）',
      confirm: '調整會寫入使用者的學習金紀錄，無法修改或刪除。確定調整？',
      done: '已調整學習金，目前餘額 {{balance}}',
      fields: {
        createdAt: '時間',
        reason: '類型',
        amount: '數量',
        detail: '說明',
        balanceAfter: '餘額',
        operatorEmail: '操作者'
      },
      kinds: {
        invite: '邀請好友',
        member_invite: '好友首次付費',
        member_invite_refund: '退款收回獎勵',
        exchange: '兌換禮品',
        admin_adjust: '後台調整'
      }
    }
  },
  reports: {
    reports: '檢舉審核',
    titles: { list: '檢舉審核' },
    fields: {
      id: '編號',
      kind: '類型',
      content: '內容',
      author: '作者',
      points: '檢舉分數',
      reasons: '檢舉原因',
      hidden: '已隱藏',
      state: '狀態',
      queuedAt: '時間'
    },
    state: { pending: '待審', kept: '已恢復', removed: '已刪除' },
    yes: '是',
    no: '否',
    restore: '恢復顯示',
    remove: '刪除',
    restored: '已恢復顯示',
    removed: '已刪除',
    confirmRemove: '刪除後無法復原，確定刪除？'
  },
  groups: {
    groups: '企業群組',
    titles: { list: '企業群組', show: '群組與成員' },
    fields: {
      id: '編號',
      enterprise: '企業',
      name: '群組名稱',
      nameEn: '英文名稱',
      joinCode: '邀請碼',
      codeExpiresAt: '邀請碼到期',
      isDefault: '預設群組',
      memberCount: '成員數',
      members: '成員',
      userId: '會員編號',
      nickname: '暱稱',
      role: '身分',
      status: '狀態'
    },
    enterpriseFilter: '企業編號',
    roles: { member: '成員', admin: '群組管理員' },
    state: { active: '正常', banned: '已禁言', removed: '已移出' },
    ban: '禁言',
    unban: '解除禁言',
    remove: '移出群組',
    restore: '允許重新加入',
    confirmRemove: '移出後，此成員無法再用邀請碼加入群組。確定移出？',
    memberDone: '已更新成員狀態',
    rotate: '更換邀請碼',
    confirmRotate: '舊的邀請碼會立即失效。確定更換？',
    rotated: '已更換邀請碼',
    noExpiry: '不會到期'
  },
  operators: {
    operators: '後台帳號',
    titles: { list: '後台帳號', create: '新增後台帳號' },
    fields: {
      id: '編號',
      email: '電子郵件',
      name: '名稱',
      role: '角色',
      password: '初始密碼',
      enterpriseId: '企業編號',
      disabled: '已停用',
      lastLoginAt: '上次登入'
    },
    secretOnce: '請用驗證器 App 掃描或輸入此金鑰（只會顯示一次）：'
  },
  audit: {
    audit: '稽核紀錄',
    actionPlaceholder: '動作，例如 album.publish',
    titles: { list: '稽核紀錄' },
    fields: {
      id: '編號',
      operatorEmail: '操作者',
      action: '動作',
      target: '對象',
      before: '變更前',
      after: '變更後',
      at: '時間',
      ip: 'IP'
    }
  },
  'meditation-banners': {
    'meditation-banners': '冥想首頁橫幅',
    titles: { list: '冥想首頁橫幅', create: '新增冥想首頁橫幅', edit: '編輯冥想首頁橫幅' },
    ...homeBannerTexts
  },
  'course-banners': {
    'course-banners': '課程首頁橫幅',
    titles: { list: '課程首頁橫幅', create: '新增課程首頁橫幅', edit: '編輯課程首頁橫幅' },
    ...homeBannerTexts
  },
  'meditation-floors': {
    'meditation-floors': '冥想首頁樓層',
    titles: { list: '冥想首頁樓層', create: '新增冥想首頁樓層', edit: '編輯冥想首頁樓層' },
    ...homeFloorTexts
  },
  'course-floors': {
    'course-floors': '課程首頁樓層',
    titles: { list: '課程首頁樓層', create: '新增課程首頁樓層', edit: '編輯課程首頁樓層' },
    ...homeFloorTexts
  },
  lives: {
    lives: '直播課程',
    titles: { list: '直播課程', create: '新增直播課程', edit: '編輯直播課程' },
    fields: {
      titleZh: '標題',
      titleEn: '英文標題',
      title: '標題或老師',
      teacherZh: '老師',
      teacherEn: '英文老師名',
      introZh: '介紹',
      introEn: '英文介紹',
      cover: '封面圖片網址',
      startAt: '開始時間',
      endAt: '結束時間',
      price: '價格（新台幣，0 為免費）',
      cardLevel: '觀看資格',
      access: '價格與資格',
      status: '狀態',
      publishedAt: '發布時間'
    },
    levels: { 0: '所有人', 1: '年卡會員限定', 2: '進階年卡會員限定' },
    status: { draft: '草稿', published: '已發布' },
    free: '免費',
    draftNote: '儲存後是草稿；在列表按「發布」後，App 的直播列表與直播間才會顯示。',
    freeNote: '會員限定的直播，會員免費觀看；其他人依價格購買（0 則不開放購買）。',
    timesNote: '開始與結束時間請在列表按「改期」修改；直播開始後就不能再改期。',
    publish: '發布',
    published: '已發布直播課程',
    confirmPublish: '發布後 App 使用者會在直播列表看到這場直播。確定發布？',
    reschedule: '改期',
    rescheduleOf: '改期：{{title}}',
    rescheduled: '已更新直播時間'
  },
  faqs: {
    faqs: '常見問題',
    titles: { list: '常見問題', create: '新增常見問題', edit: '編輯常見問題' },
    fields: {
      categoryZh: '分類',
      categoryEn: '英文分類',
      questionZh: '問題',
      questionEn: '英文問題',
      answerZh: '回答',
      answerEn: '英文回答',
      sort: '排序',
      status: '狀態',
      question: '問題',
      publishedAt: '發布時間'
    },
    status: { draft: '草稿', published: '已發布' },
    draftNote: '儲存後是草稿；在列表按「發布」後，App 的說明頁才會顯示。',
    publish: '發布',
    published: '已發布常見問題',
    confirmPublish: '發布後 App 使用者會看到這則問答。確定發布？'
  },
  documents: {
    documents: '政策文件',
    titles: { list: '政策文件', edit: '編輯政策文件' },
    format: '內文為純文字：段落之間空一行；以「## 」開頭的一行是小標題。儲存後 App 在一分鐘內顯示新內容。',
    fields: {
      key: '文件',
      titleZh: '標題',
      titleEn: '英文標題',
      bodyZh: '內文',
      bodyEn: '英文內文',
      updatedAt: '最後更新'
    }
  },
  'live-chats': {
    'live-chats': '直播聊天',
    titles: { list: '直播聊天', show: '直播聊天管理' },
    search: '搜尋直播標題',
    messagesSearch: '搜尋內容、暱稱或電子郵件',
    fields: {
      id: 'ID',
      title: '直播',
      startAt: '開播時間',
      channelStatus: '直播狀態',
      messageCount: '訊息數',
      hiddenCount: '已隱藏',
      sanctionCount: '禁言／移出',
      lastMessageAt: '最新訊息',
      userId: '會員編號',
      nickname: '暱稱',
      email: '電子郵件',
      state: '狀態',
      since: '開始於',
      createdAt: '時間',
      user: '發言者',
      text: '訊息',
      shown: '顯示狀態'
    },
    channel: { 0: '已結束', 1: '未開播', 2: '直播中', 3: '已結束（有回放）' },
    kinds: { 1: '聊天', 2: '彈幕' },
    filter: { visible: '顯示中', hidden: '已隱藏' },
    state: { muted: '已禁言', removed: '已移出', hidden: '已隱藏' },
    hiddenOf: '其中 {{count}} 則已隱藏',
    sanctions: '被禁言或移出的觀眾',
    noSanctions: '這場直播沒有人被禁言或移出。',
    messages: '訊息',
    mute: '禁言',
    unmute: '解除禁言',
    remove: '移出',
    restore: '允許回來',
    hide: '隱藏',
    unhide: '重新顯示',
    confirmRemove: '被移出的觀眾會立即斷線，且不能再進入這場直播。確定移出？',
    confirmHide: '這則訊息會從所有觀眾的畫面和回放中消失。確定隱藏？',
    done: '已更新'
  },
  'support-messages': {
    'support-messages': '客服訊息',
    titles: { list: '客服訊息' },
    search: '搜尋電子郵件、主旨或內容',
    markHandled: '標記為已處理',
    marked: '已標記為已處理',
    status: { open: '待處理', handled: '已處理' },
    fields: {
      createdAt: '時間',
      email: '電子郵件',
      subject: '主旨',
      message: '內容',
      lang: '語言',
      userId: '會員編號',
      status: '狀態'
    }
  }
}

export type Dictionary = typeof zhHant
