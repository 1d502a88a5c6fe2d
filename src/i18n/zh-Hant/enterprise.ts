/** Enterprises: brand spaces, joining a group, group admin, live monitors, the WeCom login. */
import { registerTexts } from '../registry'

const enterprise = {
  space: {
    courses: '企業課程',
    lives: '企業直播',
    audio: '成員專屬音訊',
    tracks: '{{count}} 首',
    emptyContent: '這個空間還沒有內容',
    membersOnlyTitle: '此空間僅限企業成員',
    membersOnlyText: '{{name}}的課程、直播與專屬音訊只開放給企業成員。',
    howToJoin: '加入方式',
    joinWecom: '使用企業微信登入，會自動加入你所屬企業的群組',
    joinCode: '向群組管理員索取邀請碼或 QR 碼，在「加入群組」輸入',
    joinByCode: '輸入邀請碼',
    wecomLogin: '企業微信登入',
    loginFirst: '請先登入，再查看企業空間',
    login: '登入',
    myGroups: '我的企業群組',
    admin: '管理員',
    manage: '管理成員'
  },
  play: {
    title: '企業音訊',
    badge: '企業專屬'
  },
  join: {
    title: '加入群組',
    intro: '輸入群組管理員提供的邀請碼，或掃描群組 QR 碼開啟此頁。',
    codeLabel: '邀請碼',
    codePlaceholder: '例如 YNCVAXG9VBYL',
    check: '查看群組',
    codeInvalid: '邀請碼是 4 至 16 個英文字母或數字',
    group: '群組',
    enterprise: '企業',
    expires: '邀請碼有效至 {{date}}',
    join: '加入群組',
    joining: '加入中…',
    joined: '你已是這個群組的成員',
    joinedNow: '已加入群組',
    openSpace: '前往企業空間',
    loginToJoin: '登入後加入',
    qrLabel: '群組邀請 QR 碼：{{code}}',
    qrHint: '把這個 QR 碼分享給同事，掃描即可加入'
  },
  admin: {
    title: '群組成員',
    role: { admin: '管理員', member: '成員' },
    banned: '已禁言',
    removed: '已移出',
    ban: '禁言',
    unban: '解除禁言',
    feng: '移出群組',
    unfeng: '恢復成員',
    done: '已更新',
    empty: '群組裡還沒有成員',
    notAdmin: '只有群組管理員可以管理成員'
  },
  monitor: {
    title: '直播',
    overseaTitle: 'Live',
    notStarted: '尚未開播',
    startsAt: '開播時間：{{time}}',
    zone: '（{{zone}} 時間）',
    live: '直播中',
    ended: '直播已結束',
    replay: '可觀看回放',
    enter: '進入直播間',
    watchReplay: '觀看回放',
    book: '預約直播',
    booked: '已預約，開播前會提醒你',
    needLogin: '登入後即可進入直播間',
    login: '登入',
    noAccess: '這場直播需要購買或年卡權益',
    details: '查看課程',
    enterpriseOf: '{{name}} 企業直播',
    missing: '連結缺少直播編號'
  },
  auth: {
    wecom: '企業微信登入',
    wecomBusy: '正在以企業微信登入…',
    wecomFailed: '企業微信登入未完成，請再試一次',
    joinedEnterprise: '已加入 {{name}}'
  },
  members: {
    title: '群組成員',
    manage: '管理群組：{{name}}',
    count: '{{count}} 位成員',
    admin: '管理員',
    you: '（你）',
    muted: '已禁言',
    removed: '已移出',
    mute: '禁言',
    unmute: '解除禁言',
    remove: '移出群組',
    restore: '恢復成員',
    muteLabel: '禁言：{{name}}',
    unmuteLabel: '解除禁言：{{name}}',
    removeLabel: '移出群組：{{name}}',
    restoreLabel: '恢復成員：{{name}}',
    removeConfirm: '將 {{name}} 移出「{{group}}」？對方將看不到企業空間的內容，之後可以恢復。',
    done: '已更新',
    mutedHint: '禁言的成員仍可觀看直播，但不能在直播間發言。',
    empty: '群組裡還沒有其他成員。分享邀請碼，讓成員加入。',
    code: '邀請碼',
    codeExpires: '有效至 {{date}}',
    newCode: '換新邀請碼',
    // a modal's button: at most 4 Chinese characters (WeChat and Taro H5 refuse a longer one)
    renew: '換新',
    newCodeConfirm: '換新後，舊的邀請碼立即失效。確定要換新嗎？',
    newCodeDone: '新的邀請碼：{{code}}',
    notAdmin: '只有群組管理員可以管理成員'
  },
  brands: {
    bsj: '寶善居',
    jiuzai: '久在書院',
    kzero: 'K零學苑',
    saintsophia: '聖索菲亞學院'
  }
}
export default registerTexts('enterprise', enterprise)
