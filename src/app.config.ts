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
    'pages/course/order',
    'pages/course/paySuccess',
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
        'pages/downloads/index'
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
        'pages/course/shortVideo',
        'pages/course/onlineCamp',
        'pages/course/activityTicket/detail',
        'pages/course/search',
        'pages/course/comments',
        'pages/collectionDetail/index',
        'pages/helpCenter/index'
      ]
    },
    { root: 'live', pages: ['pages/booking', 'pages/liveRoom'] },
    { root: 'coupon', pages: ['pages/list'] },
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
      root: 'commonPage',
      pages: ['pages/about', 'pages/floorMore', 'pages/editPwd', 'pages/notFound', 'pages/search', 'pages/searchResult']
    }
  ],
  // fetch the two tab subpackages as soon as a main tab shows
  preloadRule: {
    'pages/meditation/index': { network: 'all', packages: ['study', 'mine'] },
    'pages/course/index': { network: 'all', packages: ['study', 'mine'] }
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
