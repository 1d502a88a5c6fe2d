/** The console's English texts, typed against the zh-Hant source (a missing key fails to compile). */
import type { Dictionary } from './zh-Hant'

/** Banners and floors of the two home tabs (four resources, one shape: pages/home). */
const homeBannerTexts: Omit<Dictionary['meditation-banners'], 'meditation-banners' | 'titles'> = {
  fields: {
    titleZh: 'Title',
    titleEn: 'English title',
    title: 'Title',
    image: 'Image URL',
    jumpType: 'Opens',
    jumpValue: 'Target',
    navId: 'Course tab',
    sort: 'Order',
    status: 'Status',
    publishedAt: 'Published',
    order: 'Move'
  },
  jumps: {
    1: 'Activity ticket (activity id)',
    2: 'Course (SKU)',
    4: 'Short video (SKU)',
    5: 'Online camp (commodity id)',
    6: 'Short video (SKU, other layout)',
    10: 'Link (URL)',
    11: 'Buy membership',
    12: 'Invite friends',
    14: 'Play meditation (SKU)',
    15: 'Study plan (SKU)',
    99: 'App page (deep link)'
  },
  navAll: 'Every tab',
  status: { draft: 'Draft', published: 'Published' },
  draftNote:
    'Saving keeps a draft; the app’s home shows it after you publish it from the list. A new order applies to published items at once.',
  publish: 'Publish',
  published: 'Banner published',
  confirmPublish: 'Once published, the app’s home shows this banner. Publish it?',
  choose: 'Choose one',
  moveUp: 'Move up',
  moveDown: 'Move down'
}
const homeFloorTexts: Omit<Dictionary['meditation-floors'], 'meditation-floors' | 'titles'> = {
  ...homeBannerTexts,
  fields: { ...homeBannerTexts.fields, style: 'Layout' },
  styles: { 1: 'Horizontal scroller', 2: 'Two-column grid', 3: 'List', 4: 'Big card / waterfall' },
  published: 'Floor published',
  confirmPublish: 'Once published, the app’s home shows this floor. Publish it?',
  floorNote:
    'What a floor holds: meditation floors are chosen on the album page; course floor cards still come from the course catalogue.'
}

export const en: Dictionary = {
  app: { title: 'Jingxin operator console', language: 'Language', signedInAs: 'Signed in: {{name}} ({{role}})' },
  roles: { owner: 'Owner', editor: 'Editor', support: 'Support', moderator: 'Moderator', group_admin: 'Group admin' },
  buttons: {
    create: 'Create',
    save: 'Save',
    logout: 'Sign out',
    delete: 'Delete',
    edit: 'Edit',
    cancel: 'Cancel',
    confirm: 'Are you sure?',
    filter: 'Filter',
    clear: 'Clear',
    refresh: 'Refresh',
    show: 'Show',
    undo: 'Undo',
    import: 'Import',
    clone: 'Clone',
    notAccessTitle: 'You are not allowed to use this',
    search: 'Search',
    list: 'List'
  },
  actions: { list: 'List', create: 'Create', edit: 'Edit', show: 'Show', clone: 'Clone' },
  notifications: {
    success: 'Done',
    error: 'Error (status code: {{statusCode}})',
    undoable: 'You have {{seconds}} seconds to undo',
    createSuccess: '{{resource}} created',
    createError: 'Could not create {{resource}} (status code: {{statusCode}})',
    deleteSuccess: '{{resource}} deleted',
    deleteError: 'Could not delete {{resource}} (status code: {{statusCode}})',
    editSuccess: '{{resource}} saved',
    editError: 'Could not save {{resource}} (status code: {{statusCode}})',
    importProgress: 'Importing: {{processed}}/{{total}}'
  },
  loading: 'Loading',
  warnWhenUnsavedChanges: 'Leave this page? Unsaved changes will be lost.',
  table: { actions: 'Actions' },
  documentTitle: { default: 'Jingxin operator console', suffix: ' | Jingxin operator console' },
  pages: {
    login: {
      title: 'Sign in to the operator console',
      signin: 'Sign in',
      fields: { email: 'E-mail', password: 'Password', otp: 'Code (6 digits)' },
      hints: { otp: 'The 6 digits your authenticator app shows' },
      errors: {
        requiredEmail: 'Enter your e-mail',
        requiredPassword: 'Enter your password',
        otpFormat: 'Enter 6 digits'
      }
    },
    error: {
      info: 'You may have forgotten to add this page to resources.',
      '404': 'This page does not exist.',
      backHome: 'Back home'
    }
  },
  overview: {
    overview: 'Overview',
    titles: { list: 'Today' },
    fields: {
      signUpsToday: 'Sign-ups today',
      ordersToday: 'Orders today',
      revenueTodayCents: 'Revenue today (TWD)',
      activeListeners: 'Listening now',
      reportsWaiting: 'Reports waiting',
      jobsFailing: 'Failing jobs'
    }
  },
  albums: {
    albums: 'Albums',
    titles: { list: 'Meditation albums', create: 'New album', edit: 'Edit album', show: 'Album' },
    fields: {
      id: 'ID',
      title: 'Title',
      titleEn: 'English title',
      subtitle: 'Subtitle',
      subtitleEn: 'English subtitle',
      intro: 'Introduction',
      introEn: 'English introduction',
      teacher: 'Teacher',
      teacherEn: 'Teacher (English)',
      cover: 'Cover URL',
      member: 'Members only',
      sort: 'Order',
      floorId: 'Home floor',
      status: 'Status',
      trackCount: 'Tracks',
      publishedAt: 'Published',
      tracks: 'Tracks'
    },
    status: { draft: 'Draft', published: 'Published' },
    publish: 'Publish',
    unpublish: 'Unpublish',
    published: 'Album published',
    confirmPublish: 'Once published, app users see this album. Publish it?'
  },
  tracks: {
    tracks: 'Tracks',
    titles: { list: 'Tracks', create: 'New track', edit: 'Edit track', show: 'Track' },
    fields: {
      id: 'ID',
      albumId: 'Album',
      title: 'Title',
      titleEn: 'English title',
      duration: 'Length (s)',
      mediaUploadId: 'Audio file',
      member: 'Members only',
      sort: 'Order'
    }
  },
  upload: {
    drag: 'Click or drag an audio file here to upload',
    hint: 'MP3, M4A, WAV and more; large uploads resume after an interruption',
    processing: 'Converting (AAC)…',
    ready: 'Ready: {{name}}, {{duration}} s',
    failed: 'The file could not be processed: {{message}}',
    uploading: 'Uploading {{percent}}%'
  },
  videoUpload: {
    drag: 'Click or drag a video file here to upload',
    hint: 'MP4, MOV, WebM and more; made into streaming video (HLS) with a poster; large uploads resume if interrupted',
    processing: 'Converting (HLS stream and poster)…',
    poster: 'Poster of {{name}}'
  },
  orders: {
    orders: 'Orders',
    titles: { list: 'Orders', show: 'Order' },
    fields: {
      id: 'ID',
      orderNo: 'Order number',
      userEmail: 'User',
      item: 'Item',
      payCents: 'Paid',
      provider: 'Paid with',
      providerTxn: 'Provider transaction',
      status: 'Status',
      createdAt: 'Created',
      paidAt: 'Paid at',
      refundedAt: 'Refunded at',
      refundReason: 'Refund reason',
      refundActor: 'Refunded by',
      history: 'Payment and refund history',
      at: 'When',
      event: 'Event',
      detail: 'Detail'
    },
    status: { pending: 'Pending', paid: 'Paid', closed: 'Closed', refunding: 'Refunding', refunded: 'Refunded' },
    events: {
      created: 'Created',
      paid: 'Paid',
      refund_requested: 'Refund requested',
      refunded: 'Refunded',
      closed: 'Closed'
    },
    refund: 'Refund',
    refundTitle: 'Refund this order',
    refundReason: 'Reason for the refund',
    refundConfirm:
      "The money goes back through the provider that took it, and the user's purchase is removed. Refund this order?",
    refunded: 'Refunded'
  },
  'code-batches': {
    'code-batches': 'Code batches',
    titles: { list: 'Code batches', create: 'Issue exchange codes', show: 'Code batch' },
    fields: {
      id: 'ID',
      label: 'Label',
      kind: 'Kind',
      target: 'Grants',
      count: 'Count',
      usedCount: 'Used',
      expiresAt: 'Expires',
      status: 'Status',
      createdBy: 'Issued by',
      createdAt: 'Issued at',
      disabledAt: 'Disabled at',
      code: 'Code',
      usedAt: 'Used at',
      usedBy: 'User ID'
    },
    kinds: { product: 'Membership / annual card', course: 'Course' },
    status: { active: 'Active', expired: 'Expired', disabled: 'Disabled' },
    codeStatus: { unused: 'Unused', used: 'Used', expired: 'Expired', disabled: 'Disabled' },
    search: 'Search label or what it grants',
    countHint: '1 to 5000 at a time',
    pickTarget: 'Choose what the codes grant',
    expiresHint: 'Valid until the end of that day (Taipei time)',
    download: 'Download CSV',
    disable: 'Disable batch',
    confirmDisable: "The batch's unused codes stop working at once; this cannot be undone. Disable it?",
    disabled: 'The batch is disabled',
    codes: 'Codes ({{count}})'
  },
  coupons: {
    coupons: 'Coupons',
    titles: { list: 'Coupons', create: 'New coupon', show: 'Coupon' },
    fields: {
      id: 'ID',
      title: 'Title',
      titleEn: 'English title',
      code: 'Claim code',
      amount: 'Amount off (NT$)',
      minAmount: 'Minimum spend (NT$, 0 for none)',
      amountCents: 'Amount off',
      minAmountCents: 'Minimum spend',
      scope: 'Applies to',
      validDays: 'Valid for (days)',
      issuedCount: 'Issued',
      usedCount: 'Used',
      status: 'Status',
      userEmail: 'User',
      expiresAt: 'Expires',
      usedAt: 'Used at',
      orderNo: 'Order',
      createdAt: 'Issued at'
    },
    scope: { all: 'Everything', course: 'Courses only' },
    status: { active: 'Active', disabled: 'Disabled' },
    issuedStatus: { unused: 'Unused', used: 'Used' },
    grantOnly: 'Granted by operators only',
    codeHint: "Users type it on the app's redeem page; leave it empty to grant it from here only",
    validDaysHint: 'Counted from the day it is claimed or granted',
    search: 'Search title or claim code',
    grant: 'Grant',
    grantTitle: 'Grant this coupon to a user',
    grantUser: 'User ID or e-mail',
    grantReason: 'Reason',
    grantConfirm: 'The user sees the coupon in the app (coupons and checkout) at once. Grant it?',
    granted: 'Coupon granted',
    disable: 'Disable',
    confirmDisable: 'No more grants, and the claim code stops working; coupons already issued stay usable. Disable it?',
    disabledDone: 'Coupon disabled',
    issued: 'Issued coupons'
  },
  users: {
    users: 'Users',
    titles: { list: 'Users', show: 'User' },
    fields: {
      id: 'ID',
      email: 'E-mail',
      mobile: 'Mobile',
      nickname: 'Nickname',
      createdAt: 'Signed up',
      member: 'Member',
      vipExpireAt: 'Membership ends',
      memberships: 'Memberships',
      orders: 'Orders',
      plays: 'Recent listening',
      until: 'Until',
      reason: 'Reason'
    },
    searchPlaceholder: 'E-mail, mobile or ID',
    grant: 'Grant membership',
    end: 'End membership',
    membershipTitle: 'Change membership',
    membershipDone: 'Membership updated',
    gold: {
      title: 'Learning gold',
      balance: 'Balance',
      adjust: 'Adjust gold',
      amount: 'Amount (positive adds, negative takes away)',
      amountNonZero: 'Enter a whole number other than 0',
      belowZero: 'The balance would go below 0 (it is {{balance}} now)',
      reason: 'Reason (the user sees it on the app’s gold ledger)',
      confirm: 'The adjustment is written to the user’s gold ledger and cannot be edited or deleted. Adjust?',
      done: 'Gold adjusted; the balance is now {{balance}}',
      fields: {
        createdAt: 'When',
        reason: 'Kind',
        amount: 'Amount',
        detail: 'Details',
        balanceAfter: 'Balance',
        operatorEmail: 'Operator'
      },
      kinds: {
        invite: 'Invited a friend',
        member_invite: 'Friend’s first payment',
        member_invite_refund: 'Reward taken back (refund)',
        exchange: 'Gift exchange',
        admin_adjust: 'Console adjustment'
      }
    }
  },
  reports: {
    reports: 'Reports',
    titles: { list: 'Moderation queue' },
    fields: {
      id: 'ID',
      kind: 'Kind',
      content: 'Content',
      author: 'Author',
      points: 'Report points',
      reasons: 'Reasons',
      hidden: 'Hidden',
      state: 'State',
      queuedAt: 'When'
    },
    state: { pending: 'Waiting', kept: 'Restored', removed: 'Deleted' },
    yes: 'Yes',
    no: 'No',
    restore: 'Restore',
    remove: 'Delete',
    restored: 'Restored',
    removed: 'Deleted',
    confirmRemove: 'This cannot be undone. Delete it?'
  },
  groups: {
    groups: 'Enterprise groups',
    titles: { list: 'Enterprise groups', show: 'Group and members' },
    fields: {
      id: 'ID',
      enterprise: 'Enterprise',
      name: 'Group name',
      nameEn: 'English name',
      joinCode: 'Invite code',
      codeExpiresAt: 'Code expires',
      isDefault: 'Default group',
      memberCount: 'Members',
      members: 'Members',
      userId: 'Member ID',
      nickname: 'Nickname',
      role: 'Role',
      status: 'Status'
    },
    enterpriseFilter: 'Enterprise ID',
    roles: { member: 'Member', admin: 'Group admin' },
    state: { active: 'Active', banned: 'Muted', removed: 'Removed' },
    ban: 'Mute',
    unban: 'Unmute',
    remove: 'Remove',
    restore: 'Let back in',
    confirmRemove: 'A removed member cannot rejoin with the invite code. Remove?',
    memberDone: 'Member updated',
    rotate: 'New invite code',
    confirmRotate: 'The old invite code stops working at once. Make a new one?',
    rotated: 'New invite code made',
    noExpiry: 'Never'
  },
  operators: {
    operators: 'Operators',
    titles: { list: 'Operators', create: 'New operator' },
    fields: {
      id: 'ID',
      email: 'E-mail',
      name: 'Name',
      role: 'Role',
      password: 'First password',
      enterpriseId: 'Enterprise ID',
      disabled: 'Disabled',
      lastLoginAt: 'Last sign-in'
    },
    secretOnce: 'Scan or type this key into an authenticator app (shown only once):'
  },
  audit: {
    audit: 'Audit log',
    actionPlaceholder: 'Action, e.g. album.publish',
    titles: { list: 'Audit log' },
    fields: {
      id: 'ID',
      operatorEmail: 'Operator',
      action: 'Action',
      target: 'Target',
      before: 'Before',
      after: 'After',
      at: 'When',
      ip: 'IP'
    }
  },
  'meditation-banners': {
    'meditation-banners': 'Meditation banners',
    titles: {
      list: 'Meditation home banners',
      create: 'New meditation home banner',
      edit: 'Edit meditation home banner'
    },
    ...homeBannerTexts
  },
  'course-banners': {
    'course-banners': 'Course banners',
    titles: { list: 'Course home banners', create: 'New course home banner', edit: 'Edit course home banner' },
    ...homeBannerTexts
  },
  'meditation-floors': {
    'meditation-floors': 'Meditation floors',
    titles: { list: 'Meditation home floors', create: 'New meditation home floor', edit: 'Edit meditation home floor' },
    ...homeFloorTexts
  },
  'course-floors': {
    'course-floors': 'Course floors',
    titles: { list: 'Course home floors', create: 'New course home floor', edit: 'Edit course home floor' },
    ...homeFloorTexts
  },
  lives: {
    lives: 'Live courses',
    titles: { list: 'Live courses', create: 'New live course', edit: 'Edit live course' },
    fields: {
      titleZh: 'Title',
      titleEn: 'English title',
      title: 'Title or teacher',
      teacherZh: 'Teacher',
      teacherEn: 'Teacher (English)',
      introZh: 'Introduction',
      introEn: 'English introduction',
      cover: 'Cover image URL',
      startAt: 'Starts',
      endAt: 'Ends',
      price: 'Price (NT$, 0 for free)',
      cardLevel: 'Who may watch',
      access: 'Price and access',
      status: 'Status',
      publishedAt: 'Published'
    },
    levels: { 0: 'Everyone', 1: 'Annual card members', 2: 'Advanced card members' },
    status: { draft: 'Draft', published: 'Published' },
    free: 'Free',
    draftNote: 'Saving keeps a draft; the app’s live list and room show it after you publish it from the list.',
    freeNote: 'A members-only live is free for those members; others buy it at the price (0: not for sale).',
    timesNote: 'Change the start and end with Reschedule on the list; a live that has started cannot be rescheduled.',
    publish: 'Publish',
    published: 'Live course published',
    confirmPublish: 'Once published, app users see this live in the live list. Publish it?',
    reschedule: 'Reschedule',
    rescheduleOf: 'Reschedule: {{title}}',
    rescheduled: 'The live’s times are updated'
  },
  camps: {
    camps: 'Online camps',
    titles: { list: 'Online camps', create: 'New camp', edit: 'Edit camp' },
    fields: {
      titleZh: 'Title',
      titleEn: 'English title',
      subtitleZh: 'Subtitle',
      subtitleEn: 'English subtitle',
      teacherZh: 'Teacher',
      teacherEn: 'Teacher (English)',
      introZh: 'Introduction',
      introEn: 'English introduction',
      cover: 'Cover image URL',
      startAt: 'Starts',
      price: 'Price (NT$, 0 for free)',
      cardLevel: 'Who may join',
      access: 'Price and access',
      dayCount: 'Days',
      search: 'Title or teacher',
      status: 'Status'
    },
    status: { draft: 'Draft', published: 'Published' },
    dateLocale: 'en',
    draftNote: 'Saving keeps a draft; the app’s camp page shows it once its days are added and it is published.',
    startNote: 'Day 1 opens at midnight of the start date, then one more day each day.',
    publish: 'Publish',
    published: 'Camp published',
    confirmPublish: 'Once published, app users see this camp and the date each day opens. Publish it?',
    days: {
      title: 'Days',
      note: 'One task or lesson a day; a change makes the camp a draft until it is published again.',
      add: 'Add a day',
      editOf: 'Edit day {{day}}',
      deleteOf: 'Delete day {{day}}',
      confirmDelete: 'Delete day {{day}}?',
      saved: 'Day saved',
      deleted: 'Day deleted',
      empty: 'No days yet',
      mediaNote: 'The audio or video file’s path (not needed for a text lesson)',
      kinds: { text: 'Text', audio: 'Audio', video: 'Video' },
      fields: {
        day: 'Day',
        kind: 'Kind',
        duration: 'Length (seconds)',
        titleZh: 'Title',
        titleEn: 'English title',
        bodyZh: 'Text',
        bodyEn: 'English text',
        mediaPath: 'File path',
        opensAt: 'Opens on'
      }
    },
    preview: {
      title: 'Preview in the app',
      language: 'Preview language',
      starts: 'Starts {{date}}',
      day: 'Day {{day}}'
    }
  },
  tickets: {
    tickets: 'Activity tickets',
    titles: { list: 'Activity tickets', create: 'New activity', edit: 'Edit activity' },
    fields: {
      titleZh: 'Title',
      titleEn: 'English title',
      subtitleZh: 'Subtitle',
      subtitleEn: 'English subtitle',
      venueZh: 'Venue',
      venueEn: 'English venue',
      addressZh: 'Address',
      addressEn: 'English address',
      introZh: 'Introduction',
      introEn: 'English introduction',
      cover: 'Cover image URL',
      startAt: 'Starts',
      endAt: 'Ends',
      price: 'Price (NT$, 0 for free)',
      priceShort: 'Price',
      seats: 'Seats (0: no limit)',
      taken: 'Signed up / seats',
      needsMobileLabel: 'Sign-up rule',
      needsMobile: 'A bound mobile number is needed to sign up',
      search: 'Title or venue',
      status: 'Status'
    },
    status: { draft: 'Draft', published: 'Published' },
    draftNote: 'Saving keeps a draft; the app shows the activity and opens sign-ups after you publish it from the list.',
    seatsNote: 'Change them later with Seats on the list; that takes effect at once.',
    seatsEditNote: 'Change the seats with Seats on the list (at once; never fewer than the people signed up).',
    unlimited: 'no limit',
    publish: 'Publish',
    published: 'Activity published',
    confirmPublish: 'Once published, app users can see this activity and sign up. Publish it?',
    seats: 'Seats',
    seatsOf: 'Seats: {{title}}',
    seatsTaken: '{{count}} people have signed up; the seats cannot be fewer.',
    seatsSaved: 'Seats updated',
    signUps: 'Sign-ups'
  },
  'ticket-signups': {
    'ticket-signups': 'Activity sign-ups',
    titles: { list: 'Activity sign-ups' },
    fields: {
      ticket: 'Activity',
      search: 'E-mail, mobile or nickname',
      startAt: 'Activity starts',
      userId: 'User id',
      nickname: 'Nickname',
      email: 'E-mail',
      mobile: 'Mobile',
      status: 'Status',
      paid: 'Paid',
      createdAt: 'Signed up'
    },
    status: { active: 'Active', cancelled: 'Cancelled' },
    paid: 'Paid',
    free: 'Free sign-up'
  },
  faqs: {
    faqs: 'FAQ',
    titles: { list: 'FAQ', create: 'New FAQ entry', edit: 'Edit FAQ entry' },
    fields: {
      categoryZh: 'Category',
      categoryEn: 'English category',
      questionZh: 'Question',
      questionEn: 'English question',
      answerZh: 'Answer',
      answerEn: 'English answer',
      sort: 'Order',
      status: 'Status',
      question: 'Question',
      publishedAt: 'Published'
    },
    status: { draft: 'Draft', published: 'Published' },
    draftNote: 'Saving keeps a draft; the app’s help shows it after you publish it from the list.',
    publish: 'Publish',
    published: 'FAQ entry published',
    confirmPublish: 'Once published, app users see this entry. Publish it?'
  },
  documents: {
    documents: 'Policies',
    titles: { list: 'Policies', edit: 'Edit policy' },
    format:
      'The text is plain: a blank line between paragraphs; a line starting with "## " is a heading. The app shows a saved change within a minute.',
    fields: {
      key: 'Document',
      titleZh: 'Title (Chinese)',
      titleEn: 'Title (English)',
      bodyZh: 'Text (Chinese)',
      bodyEn: 'Text (English)',
      updatedAt: 'Last updated'
    }
  },
  'live-chats': {
    'live-chats': 'Live chat',
    titles: { list: 'Live chat', show: 'Live chat moderation' },
    search: 'Search live titles',
    messagesSearch: 'Search text, nickname or e-mail',
    fields: {
      id: 'ID',
      title: 'Live',
      startAt: 'Starts',
      channelStatus: 'Status',
      messageCount: 'Messages',
      hiddenCount: 'Hidden',
      sanctionCount: 'Muted / removed',
      lastMessageAt: 'Latest message',
      userId: 'Member ID',
      nickname: 'Nickname',
      email: 'E-mail',
      state: 'State',
      since: 'Since',
      createdAt: 'When',
      user: 'Sender',
      text: 'Message',
      shown: 'Shown or hidden'
    },
    channel: { 0: 'Ended', 1: 'Not started', 2: 'Live now', 3: 'Ended (replay)' },
    kinds: { 1: 'Chat', 2: 'Barrage' },
    filter: { visible: 'Shown', hidden: 'Hidden' },
    state: { muted: 'Muted', removed: 'Removed', hidden: 'Hidden' },
    hiddenOf: '{{count}} hidden',
    sanctions: 'Muted and removed viewers',
    noSanctions: 'Nobody is muted or removed in this live.',
    messages: 'Messages',
    mute: 'Mute',
    unmute: 'Unmute',
    remove: 'Remove',
    restore: 'Let back in',
    hide: 'Hide',
    unhide: 'Show again',
    confirmRemove: 'A removed viewer is disconnected at once and cannot enter this live. Remove?',
    confirmHide: "The message disappears from every viewer's screen and from the replay. Hide?",
    done: 'Updated'
  },
  'support-messages': {
    'support-messages': 'Support messages',
    titles: { list: 'Support messages' },
    search: 'Search e-mail, subject or text',
    markHandled: 'Mark handled',
    marked: 'Marked handled',
    status: { open: 'Open', handled: 'Handled' },
    fields: {
      createdAt: 'When',
      email: 'E-mail',
      subject: 'Subject',
      message: 'Message',
      lang: 'Language',
      userId: 'Member ID',
      status: 'Status'
    }
  },
  'app-links': {
    'app-links': 'App links',
    titles: { list: 'App links' },
    title: 'App links',
    intro:
      'The official account, app stores and partner mall, as the app reads them. Leave a field empty when it is not set up: the app says so on that page and hides the entries that lead to it.',
    groups: { account: 'WeChat official account', stores: 'App download', mall: 'Partner mall' },
    fields: {
      official_account_id: 'Official account ID',
      official_account_url: 'Official account follow URL',
      store_ios: 'App Store URL',
      store_android: 'Google Play URL',
      download_page: 'Download page URL',
      mall_host: 'Mall host'
    },
    help: {
      official_account_id: 'The WeChat ID: a letter first, 6 to 20 characters.',
      official_account_url: 'The address the official account QR code carries (https).',
      store_ios: 'The App Store listing (https).',
      store_android: 'The Google Play listing (https).',
      download_page: 'The address the download QR code carries: it sends each phone to its store (https).',
      mall_host: 'The partner mall API host, e.g. https://mall.example.com (no path). Empty: no mall in production.'
    },
    invalid: {
      official_account_id: 'Enter a valid official account ID (a letter first, 6 to 20 characters)',
      official_account_url: 'Enter an address starting with https',
      store_ios: 'Enter an address starting with https',
      store_android: 'Enter an address starting with https',
      download_page: 'Enter an address starting with https',
      mall_host: 'Enter the host only, e.g. https://mall.example.com'
    },
    notConfigured: 'Not set',
    save: 'Save',
    reset: 'Reset',
    saved: 'Saved: the app uses the new addresses at once',
    loadFailed: 'The settings could not be read; please reload'
  }
}
