/**
 * Main package + subpackages whose roots are exactly the URL prefixes of spec §2.
 * No native `tabBar`: WeChat rejects tab pages in subpackages (even with custom: true), and Taro's H5 ignores
 * custom-tab-bar; each tab page renders the shared TabBar component instead (src/components/TabBar).
 * A page is registered only when it is real.
 */
export default defineAppConfig({
  pages: [
    'pages/meditation/index',
    'pages/course/index',
    'pages/course/detail',
    'pages/course/play',
    'pages/meditation/detail',
    'pages/meditation/studyPlan',
    'pages/meditation/play',
    'pages/meditation/achievement',
    'pages/meditation/vipMember',
    'pages/meditation/exChange',
    'pages/meditation/invitation',
    'pages/course/order',
    'pages/course/paySuccess',
    'pages/payResult/result',
    'pages/course/appPaySuccess',
    'pages/course/appPayFail',
    'pages/course/marketing',
    'pages/appInteractive/index',
    'pages/course/annualPass',
    'pages/course/difference',
    'pages/course/vip',
    'pages/course/exChangeCourse',
    'pages/course/teacherLive',
    'pages/discover/index',
    'pages/course/custom',
    'pages/course/purchased',
    'pages/course/category',
    'pages/login/index',
    'pages/login/loginPhone',
    'pages/login/emailCode',
    'pages/login/register',
    'pages/login/resetPwd',
    'pages/login/setPassword',
    'pages/login/bindPhone',
    'pages/login/nationCode',
    'pages/login/authPage',
    'pages/login/signOut',
    'pages/login/miniapp',
    'pages/webview/index'
  ],
  subPackages: [
    {
      root: 'mine',
      pages: [
        'pages/index',
        'pages/favorites',
        'pages/histories',
        'pages/notes/index',
        'pages/info',
        'pages/setting',
        'pages/switchAccountNumber/index',
        'pages/accountManagement/index',
        'pages/addAccount/index',
        'pages/changeMobile',
        'pages/bindList',
        'pages/helpCenter/index',
        'pages/helpCenter/faqList',
        'pages/helpCenter/faqContent',
        'pages/annualPass/equity',
        'pages/annualPass/equityPurchased',
        'pages/invitation/index',
        'pages/invitation/learningGold/index',
        'pages/invitation/learningGoldExchange/index',
        'pages/invitation/confirmOrder/index',
        'pages/invitation/learningGoldGifts/index',
        'pages/invitation/exchangeSuccess/index',
        'pages/invitation/history/index',
        'pages/invitation/account/index',
        'pages/invitation/poster/index',
        'pages/checkInPoster/index',
        'pages/goldenSentence/index',
        'pages/presentManage/index',
        'pages/presentManage/detail',
        'pages/presentManage/give',
        'pages/downloads/index',
        'pages/mallBinding',
        'pages/mallNotBinding',
        'pages/mini-store/index'
      ]
    },
    {
      root: 'study',
      pages: [
        'pages/index',
        'pages/timer',
        'pages/timerPlay',
        'pages/scene/setting',
        'pages/scene/preview',
        'pages/community/index',
        'pages/community/postDetail',
        'pages/community/postMessage',
        'pages/community/postVideo',
        'pages/course/shortVideo',
        'pages/course/onlineCamp',
        'pages/course/activityTicket/detail',
        'pages/course/activityTicket/ticket',
        'pages/course/search',
        'pages/course/comments',
        'pages/collectionDetail/index',
        'pages/helpCenter/index',
        'pages/enterprise/bsj',
        'pages/enterprise/jiuzai',
        'pages/enterprise/kzero',
        'pages/enterprise/saintsophia',
        'pages/enterprise/play',
        'pages/enterprise/members'
      ]
    },
    { root: 'live', pages: ['pages/booking', 'pages/liveRoom', 'pages/monitor'] },
    { root: 'blwlive', pages: ['pages/liveRoom', 'pages/teacherLive', 'pages/buyResult', 'pages/monitor'] },
    { root: 'oversea', pages: ['pages/blwlive/monitor'] },
    {
      root: 'coupon',
      pages: ['pages/list', 'pages/couponCourseList', 'pages/transfer', 'pages/shareCoupon', 'pages/getSuccess']
    },
    {
      root: 'mayaCalendar',
      pages: [
        'pages/index',
        'pages/addKin/index',
        'pages/information/index',
        'pages/information/detail',
        'pages/information/infoMain'
      ]
    },
    {
      root: 'third',
      pages: [
        'pages/tengxun',
        'pages/one',
        'pages/two',
        'pages/three',
        'pages/four',
        'pages/five',
        'pages/five_en',
        'pages/six',
        'pages/seven',
        'pages/seven_en',
        'pages/eight',
        'pages/nine',
        'pages/ten',
        'pages/ten_en',
        'pages/rednote',
        'pages/rednoteDetail',
        'pages/result',
        'pages/result_en',
        'pages/landing'
      ]
    },
    {
      root: 'commonPage',
      pages: [
        'pages/about',
        'pages/floorMore',
        'pages/editPwd',
        'pages/notFound',
        'pages/search',
        'pages/searchResult',
        'pages/report',
        'pages/mxDetail',
        'pages/health',
        'pages/questionnaire',
        'pages/survey',
        'pages/kzero',
        'pages/inviteMember',
        'pages/joinGroup',
        'pages/deeplink',
        'pages/coze',
        'pages/focusMp',
        'pages/appDownload',
        'pages/policy',
        'pages/contact',
        'pages/welcome'
      ]
    }
  ],
  // fetch the two tab subpackages as soon as a main tab shows
  preloadRule: {
    'pages/meditation/index': { network: 'all', packages: ['study', 'mine'] },
    'pages/course/index': { network: 'all', packages: ['study', 'mine'] },
    // the player's breathing guide draws with lottie-miniprogram, which lives in commonPage (Animation/player.weapp)
    'pages/meditation/detail': { network: 'all', packages: ['commonPage'] }
  },
  requiredBackgroundModes: ['audio'],
  window: {
    backgroundTextStyle: 'dark',
    backgroundColor: '#F8F8F8',
    navigationBarBackgroundColor: '#F8F8F8',
    navigationBarTitleText: '靜心',
    navigationBarTextStyle: 'black',
    // Taro's H5 router draws its navigation bar (title, back/home) only for pages whose style is 'default'
    // explicitly; pages with their own bar say 'custom'
    navigationStyle: 'default'
  }
})
