/**
 * Every route path of spec §2 as a constant. Subpackage roots are exactly the URL prefixes, so a path here is
 * also the page's file under src/ (e.g. /mine/pages/index → src/mine/pages/index).
 */
export const Routes = {
  // main package: tabs and shared pages
  meditationHome: '/pages/meditation/index',
  meditationDetail: '/pages/meditation/detail',
  meditationStudyPlan: '/pages/meditation/studyPlan',
  meditationAchievement: '/pages/meditation/achievement',
  meditationPlay: '/pages/meditation/play',
  meditationVipMember: '/pages/meditation/vipMember',
  meditationExchange: '/pages/meditation/exChange',
  meditationInvitation: '/pages/meditation/invitation',
  courseHome: '/pages/course/index',
  coursePlay: '/pages/course/play',
  courseDetail: '/pages/course/detail',
  courseCustom: '/pages/course/custom',
  courseCategory: '/pages/course/category',
  courseAnnualPass: '/pages/course/annualPass',
  courseDifference: '/pages/course/difference',
  courseVip: '/pages/course/vip',
  courseOrder: '/pages/course/order',
  coursePaySuccess: '/pages/course/paySuccess',
  courseAppPaySuccess: '/pages/course/appPaySuccess',
  courseAppPayFail: '/pages/course/appPayFail',
  coursePurchased: '/pages/course/purchased',
  courseExchange: '/pages/course/exChangeCourse',
  courseMarketing: '/pages/course/marketing',
  courseTeacherLive: '/pages/course/teacherLive',
  appInteractive: '/pages/appInteractive/index',
  payResult: '/pages/payResult/result',
  webview: '/pages/webview/index',
  discover: '/pages/discover/index',
  login: '/pages/login/index',
  loginBindPhone: '/pages/login/bindPhone',
  loginAuthPage: '/pages/login/authPage',
  loginPhone: '/pages/login/loginPhone',
  loginRegister: '/pages/login/register',
  loginEmailCode: '/pages/login/emailCode',
  loginResetPwd: '/pages/login/resetPwd',
  loginSetPassword: '/pages/login/setPassword',
  loginNationCode: '/pages/login/nationCode',
  loginSignOut: '/pages/login/signOut',
  loginMiniapp: '/pages/login/miniapp',
  // mine
  mineHome: '/mine/pages/index',
  mineInfo: '/mine/pages/info',
  mineFavorites: '/mine/pages/favorites',
  mineHistories: '/mine/pages/histories',
  mineNotes: '/mine/pages/notes/index',
  mineSetting: '/mine/pages/setting',
  mineSwitchAccount: '/mine/pages/switchAccountNumber/index',
  mineAccountManagement: '/mine/pages/accountManagement/index',
  mineAddAccount: '/mine/pages/addAccount/index',
  mineChangeMobile: '/mine/pages/changeMobile',
  mineHelpCenter: '/mine/pages/helpCenter/index',
  mineFaqList: '/mine/pages/helpCenter/faqList',
  mineFaqContent: '/mine/pages/helpCenter/faqContent',
  mineAnnualPassEquity: '/mine/pages/annualPass/equity',
  mineAnnualPassPurchased: '/mine/pages/annualPass/equityPurchased',
  mineInvitation: '/mine/pages/invitation/index',
  mineLearningGold: '/mine/pages/invitation/learningGold/index',
  mineGoldExchange: '/mine/pages/invitation/learningGoldExchange/index',
  mineGoldConfirm: '/mine/pages/invitation/confirmOrder/index',
  mineGoldGifts: '/mine/pages/invitation/learningGoldGifts/index',
  mineGoldSuccess: '/mine/pages/invitation/exchangeSuccess/index',
  mineInviteHistory: '/mine/pages/invitation/history/index',
  mineGoldAccount: '/mine/pages/invitation/account/index',
  minePoster: '/mine/pages/invitation/poster/index',
  mineCheckInPoster: '/mine/pages/checkInPoster/index',
  mineGoldenSentence: '/mine/pages/goldenSentence/index',
  minePresents: '/mine/pages/presentManage/index',
  minePresentDetail: '/mine/pages/presentManage/detail',
  minePresentGive: '/mine/pages/presentManage/give',
  mineDownloads: '/mine/pages/downloads/index',
  mineBindList: '/mine/pages/bindList',
  mineMallBinding: '/mine/pages/mallBinding',
  mineMallNotBinding: '/mine/pages/mallNotBinding',
  mineMiniStore: '/mine/pages/mini-store/index',
  // study
  studyHome: '/study/pages/index',
  studyHelpCenter: '/study/pages/helpCenter/index',
  studyCommunity: '/study/pages/community/index',
  studyCommunityPost: '/study/pages/community/postDetail',
  studyCommunityPostMessage: '/study/pages/community/postMessage',
  studyCommunityPostVideo: '/study/pages/community/postVideo',
  studyTimer: '/study/pages/timer',
  studyTimerPlay: '/study/pages/timerPlay',
  studySceneSetting: '/study/pages/scene/setting',
  studyScenePreview: '/study/pages/scene/preview',
  studyActivityTicket: '/study/pages/course/activityTicket/detail',
  studyTicket: '/study/pages/course/activityTicket/ticket',
  studyOnlineCamp: '/study/pages/course/onlineCamp',
  studyShortVideo: '/study/pages/course/shortVideo',
  studyCourseSearch: '/study/pages/course/search',
  studyCourseComments: '/study/pages/course/comments',
  studyCollectionDetail: '/study/pages/collectionDetail/index',
  // live
  liveMonitor: '/live/pages/monitor',
  liveRoom: '/live/pages/liveRoom',
  liveBooking: '/live/pages/booking',
  // blwlive and the overseas monitor
  blwliveMonitor: '/blwlive/pages/monitor',
  blwliveRoom: '/blwlive/pages/liveRoom',
  overseaMonitor: '/oversea/pages/blwlive/monitor',
  // enterprise brand spaces (…/<slug>) and their audio
  enterpriseSpace: '/study/pages/enterprise',
  enterprisePlay: '/study/pages/enterprise/play',
  enterpriseMembers: '/study/pages/enterprise/members',
  blwliveTeacherLive: '/blwlive/pages/teacherLive',
  blwliveBuyResult: '/blwlive/pages/buyResult',
  // coupon
  couponList: '/coupon/pages/list',
  couponCourseList: '/coupon/pages/couponCourseList',
  couponTransfer: '/coupon/pages/transfer',
  couponShare: '/coupon/pages/shareCoupon',
  couponGetSuccess: '/coupon/pages/getSuccess',
  // 13-moon calendar
  mayaCalendar: '/mayaCalendar/pages/index',
  mayaAddKin: '/mayaCalendar/pages/addKin/index',
  mayaInformation: '/mayaCalendar/pages/information/index',
  mayaInformationDetail: '/mayaCalendar/pages/information/detail',
  mayaInformationMain: '/mayaCalendar/pages/information/infoMain',
  // common pages
  floorMore: '/commonPage/pages/floorMore',
  search: '/commonPage/pages/search',
  searchResult: '/commonPage/pages/searchResult',
  about: '/commonPage/pages/about',
  editPwd: '/commonPage/pages/editPwd',
  report: '/commonPage/pages/report',
  mxDetail: '/commonPage/pages/mxDetail',
  health: '/commonPage/pages/health',
  questionnaire: '/commonPage/pages/questionnaire',
  survey: '/commonPage/pages/survey',
  kzero: '/commonPage/pages/kzero',
  commonInviteMember: '/commonPage/pages/inviteMember',
  joinGroup: '/commonPage/pages/joinGroup',
  deeplink: '/commonPage/pages/deeplink',
  coze: '/commonPage/pages/coze',
  focusMp: '/commonPage/pages/focusMp',
  appDownload: '/commonPage/pages/appDownload',
  // issue 32: what every shop has
  policy: '/commonPage/pages/policy',
  contact: '/commonPage/pages/contact',
  welcome: '/commonPage/pages/welcome',
  // campaign landing pages (each /third/pages/<campaign>)
  thirdRednote: '/third/pages/rednote',
  thirdRednoteDetail: '/third/pages/rednoteDetail',
  thirdResult: '/third/pages/result',
  thirdResultEn: '/third/pages/result_en',
  /** Any published landing by its id (`?id`, `&note`): the console's campaigns have no page of their own. */
  thirdLanding: '/third/pages/landing',
  /** Where unknown routes land (app.ts usePageNotFound). */
  notFound: '/commonPage/pages/notFound'
} as const

export type RoutePath = (typeof Routes)[keyof typeof Routes]

/** The four tab pages (spec §2), in bar order. */
export const TAB_PATHS: string[] = [Routes.meditationHome, Routes.courseHome, Routes.studyHome, Routes.mineHome]

/** `/a/b` + `{x: 1}` → `/a/b?x=1` (undefined/null/'' dropped). */
export function buildUrl(path: string, query: Record<string, string | number | undefined | null> = {}): string {
  const q = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&')
  return q ? `${path}?${q}` : path
}

/** Parse `a=1&b=2` (or a full URL's query) into an object. */
export function parseQuery(input: string): Record<string, string> {
  const q = input.includes('?') ? input.slice(input.indexOf('?') + 1) : input
  const out: Record<string, string> = {}
  for (const part of q.split('#')[0].split('&')) {
    if (!part) continue
    const i = part.indexOf('=')
    const k = decodeURIComponent(i >= 0 ? part.slice(0, i) : part)
    out[k] = i >= 0 ? decodeURIComponent(part.slice(i + 1).replace(/\+/g, ' ')) : ''
  }
  return out
}

/** A route parameter as text: percent-decoded when it still is encoded, as it came when it is not (`100%`). */
export function decodeParam(value: string | undefined): string {
  if (!value) return ''
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
