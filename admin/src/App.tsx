/**
 * The operator console: Refine 5 over the admin API (/admin/api, json-server conventions), antd 5 in zh-Hant or
 * English, served under /admin. Every page is its own chunk (React.lazy): the first load is the shell and the
 * login page.
 */
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react'
import { Authenticated, Refine } from '@refinedev/core'
import { ErrorComponent, ThemedLayout, ThemedTitle } from '@refinedev/antd'
import routerProvider, { CatchAllNavigate, DocumentTitleHandler } from '@refinedev/react-router'
import dataProvider from '@refinedev/simple-rest'
import { App as AntdApp, ConfigProvider, Spin } from 'antd'
import zhTW from 'antd/locale/zh_TW'
import enUS from 'antd/locale/en_US'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-tw'
import { BrowserRouter, Outlet, Route, Routes } from 'react-router'
import {
  ApartmentOutlined,
  AppstoreOutlined,
  AudioOutlined,
  AuditOutlined,
  BarcodeOutlined,
  CalendarOutlined,
  CommentOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FlagOutlined,
  FormOutlined,
  GiftOutlined,
  IdcardOutlined,
  LinkOutlined,
  MailOutlined,
  MessageOutlined,
  PictureOutlined,
  PlaySquareOutlined,
  QuestionCircleOutlined,
  ScheduleOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  SoundOutlined,
  StarOutlined,
  TeamOutlined,
  UserOutlined,
  VideoCameraOutlined,
  YoutubeOutlined
} from '@ant-design/icons'
import { accessControlProvider } from './providers/access'
import { authProvider } from './providers/auth'
import { API_URL, http } from './providers/http'
import { createI18nProvider, storedLocale, translateIn, type Locale } from './providers/i18n'
import { useConsoleNotifications } from './providers/notification'
import { AppHeader } from './components/Header'
import { theme } from './components/theme'
import LoginPage from './pages/login'

const Overview = lazy(() => import('./pages/overview'))
const AppLinksSettings = lazy(() => import('./pages/settings/appLinks'))
const AlbumList = lazy(() => import('./pages/albums/list'))
const AlbumCreate = lazy(() => import('./pages/albums/create'))
const AlbumEdit = lazy(() => import('./pages/albums/edit'))
const TrackList = lazy(() => import('./pages/tracks/list'))
const TrackCreate = lazy(() => import('./pages/tracks/create'))
const TrackEdit = lazy(() => import('./pages/tracks/edit'))
const OrderList = lazy(() => import('./pages/orders/list'))
const OrderShow = lazy(() => import('./pages/orders/show'))
const UserList = lazy(() => import('./pages/users/list'))
const UserShow = lazy(() => import('./pages/users/show'))
const CodeBatchList = lazy(() => import('./pages/codes/list'))
const CodeBatchCreate = lazy(() => import('./pages/codes/create'))
const CodeBatchShow = lazy(() => import('./pages/codes/show'))
const CouponList = lazy(() => import('./pages/coupons/list'))
const CouponCreate = lazy(() => import('./pages/coupons/create'))
const CouponShow = lazy(() => import('./pages/coupons/show'))
const ReportList = lazy(() => import('./pages/reports/list'))
const GroupList = lazy(() => import('./pages/groups/list'))
const GroupShow = lazy(() => import('./pages/groups/show'))
const OperatorList = lazy(() => import('./pages/operators/list'))
const OperatorCreate = lazy(() => import('./pages/operators/create'))
const AuditList = lazy(() => import('./pages/audit/list'))
const DocumentList = lazy(() => import('./pages/documents/list'))
const DocumentEdit = lazy(() => import('./pages/documents/edit'))
const FaqList = lazy(() => import('./pages/faqs/list'))
const FaqCreate = lazy(() => import('./pages/faqs/create'))
const FaqEdit = lazy(() => import('./pages/faqs/edit'))
const LandingList = lazy(() => import('./pages/landings/list'))
const LandingCreate = lazy(() => import('./pages/landings/create'))
const LandingEdit = lazy(() => import('./pages/landings/edit'))
const AnnualCardList = lazy(() => import('./pages/annualCards/list'))
const AnnualCardEdit = lazy(() => import('./pages/annualCards/edit'))
const AnnualCardCreate = lazy(() => import('./pages/annualCards/edit').then((m) => ({ default: m.AnnualCardCreate })))
const AnnualCardHolderList = lazy(() => import('./pages/annualCardHolders/list'))
const LiveList = lazy(() => import('./pages/lives/list'))
const LiveCreate = lazy(() => import('./pages/lives/create'))
const LiveEdit = lazy(() => import('./pages/lives/edit'))
const CampList = lazy(() => import('./pages/camps/list'))
const CampCreate = lazy(() => import('./pages/camps/create'))
const CampEdit = lazy(() => import('./pages/camps/edit'))
const CourseList = lazy(() => import('./pages/courses/list'))
const CourseCreate = lazy(() => import('./pages/courses/create'))
const CourseEdit = lazy(() => import('./pages/courses/edit'))
const ShortVideoList = lazy(() => import('./pages/shortVideos/list'))
const ShortVideoCreate = lazy(() => import('./pages/shortVideos/create'))
const ShortVideoEdit = lazy(() => import('./pages/shortVideos/edit'))
const PlanList = lazy(() => import('./pages/plans/list'))
const PlanCreate = lazy(() => import('./pages/plans/create'))
const PlanEdit = lazy(() => import('./pages/plans/edit'))
const CollectionList = lazy(() => import('./pages/collections/list'))
const CollectionCreate = lazy(() => import('./pages/collections/create'))
const CollectionEdit = lazy(() => import('./pages/collections/edit'))
const QuoteList = lazy(() => import('./pages/quotes/list'))
const QuoteCreate = lazy(() => import('./pages/quotes/create'))
const QuoteEdit = lazy(() => import('./pages/quotes/edit'))
const QuestionnaireList = lazy(() => import('./pages/questionnaires/list'))
const QuestionnaireCreate = lazy(() => import('./pages/questionnaires/create'))
const QuestionnaireEdit = lazy(() => import('./pages/questionnaires/edit'))
const QuestionnaireShow = lazy(() => import('./pages/questionnaires/show'))
const GiftList = lazy(() => import('./pages/gifts/list'))
const SceneList = lazy(() => import('./pages/scenes/list'))
const SceneCreate = lazy(() => import('./pages/scenes/create'))
const SceneEdit = lazy(() => import('./pages/scenes/edit'))
const DayPickList = lazy(() => import('./pages/dayPicks/list'))
const DayPickCreate = lazy(() => import('./pages/dayPicks/create'))
const DayPickEdit = lazy(() => import('./pages/dayPicks/edit'))
const TicketList = lazy(() => import('./pages/tickets/list'))
const TicketCreate = lazy(() => import('./pages/tickets/create'))
const TicketEdit = lazy(() => import('./pages/tickets/edit'))
const TicketSignUpList = lazy(() => import('./pages/ticketSignups/list'))
const LiveChatList = lazy(() => import('./pages/liveChats/list'))
const LiveChatShow = lazy(() => import('./pages/liveChats/show'))
const SupportMessageList = lazy(() => import('./pages/support/list'))
const BannerList = lazy(() => import('./pages/home/banners').then((m) => ({ default: m.BannerList })))
const BannerCreate = lazy(() => import('./pages/home/banners').then((m) => ({ default: m.BannerCreate })))
const BannerEdit = lazy(() => import('./pages/home/banners').then((m) => ({ default: m.BannerEdit })))
const FloorList = lazy(() => import('./pages/home/floors').then((m) => ({ default: m.FloorList })))
const FloorCreate = lazy(() => import('./pages/home/floors').then((m) => ({ default: m.FloorCreate })))
const FloorEdit = lazy(() => import('./pages/home/floors').then((m) => ({ default: m.FloorEdit })))
/** The banners and floors of both home tabs: four resources, one page shape each. */
const HOME_RESOURCES = (['meditation', 'course'] as const).flatMap((home) => [
  { home, kind: 'banners' as const },
  { home, kind: 'floors' as const }
])

const page = (node: ReactNode) => <Suspense fallback={<Spin style={{ margin: 48 }} />}>{node}</Suspense>

const resources = [
  { name: 'overview', list: '/', meta: { icon: <DashboardOutlined /> } },
  {
    name: 'albums',
    list: '/albums',
    create: '/albums/create',
    edit: '/albums/edit/:id',
    meta: { icon: <SoundOutlined /> }
  },
  {
    name: 'tracks',
    list: '/tracks',
    create: '/tracks/create',
    edit: '/tracks/edit/:id',
    meta: { icon: <CustomerServiceOutlined /> }
  },
  { name: 'orders', list: '/orders', show: '/orders/show/:id', meta: { icon: <ShoppingOutlined /> } },
  { name: 'users', list: '/users', show: '/users/show/:id', meta: { icon: <UserOutlined /> } },
  {
    name: 'code-batches',
    list: '/code-batches',
    create: '/code-batches/create',
    show: '/code-batches/show/:id',
    meta: { icon: <BarcodeOutlined /> }
  },
  {
    name: 'coupons',
    list: '/coupons',
    create: '/coupons/create',
    show: '/coupons/show/:id',
    meta: { icon: <GiftOutlined /> }
  },
  { name: 'gifts', list: '/gifts', meta: { icon: <GiftOutlined /> } },
  { name: 'reports', list: '/reports', meta: { icon: <FlagOutlined /> } },
  { name: 'live-chats', list: '/live-chats', show: '/live-chats/show/:id', meta: { icon: <MessageOutlined /> } },
  { name: 'groups', list: '/groups', show: '/groups/show/:id', meta: { icon: <ApartmentOutlined /> } },
  { name: 'operators', list: '/operators', create: '/operators/create', meta: { icon: <TeamOutlined /> } },
  { name: 'audit', list: '/audit', meta: { icon: <AuditOutlined /> } },
  { name: 'documents', list: '/documents', edit: '/documents/edit/:id', meta: { icon: <FileTextOutlined /> } },
  {
    name: 'faqs',
    list: '/faqs',
    create: '/faqs/create',
    edit: '/faqs/edit/:id',
    meta: { icon: <QuestionCircleOutlined /> }
  },
  {
    name: 'landings',
    list: '/landings',
    create: '/landings/create',
    edit: '/landings/edit/:id',
    meta: { icon: <LinkOutlined /> }
  },
  {
    name: 'annual-cards',
    list: '/annual-cards',
    create: '/annual-cards/create',
    edit: '/annual-cards/edit/:id',
    meta: { icon: <IdcardOutlined /> }
  },
  { name: 'annual-card-holders', list: '/annual-card-holders', meta: { icon: <IdcardOutlined /> } },
  {
    name: 'lives',
    list: '/lives',
    create: '/lives/create',
    edit: '/lives/edit/:id',
    meta: { icon: <VideoCameraOutlined /> }
  },
  {
    name: 'camps',
    list: '/camps',
    create: '/camps/create',
    edit: '/camps/edit/:id',
    meta: { icon: <CalendarOutlined /> }
  },
  {
    name: 'courses',
    list: '/courses',
    create: '/courses/create',
    edit: '/courses/edit/:id',
    meta: { icon: <PlaySquareOutlined /> }
  },
  {
    name: 'short-videos',
    list: '/short-videos',
    create: '/short-videos/create',
    edit: '/short-videos/edit/:id',
    meta: { icon: <YoutubeOutlined /> }
  },
  {
    name: 'plans',
    list: '/plans',
    create: '/plans/create',
    edit: '/plans/edit/:id',
    meta: { icon: <ScheduleOutlined /> }
  },
  {
    name: 'collections',
    list: '/collections',
    create: '/collections/create',
    edit: '/collections/edit/:id',
    meta: { icon: <AppstoreOutlined /> }
  },
  {
    name: 'quotes',
    list: '/quotes',
    create: '/quotes/create',
    edit: '/quotes/edit/:id',
    meta: { icon: <CommentOutlined /> }
  },
  {
    name: 'questionnaires',
    list: '/questionnaires',
    create: '/questionnaires/create',
    edit: '/questionnaires/edit/:id',
    show: '/questionnaires/show/:id',
    meta: { icon: <FormOutlined /> }
  },
  {
    name: 'scenes',
    list: '/scenes',
    create: '/scenes/create',
    edit: '/scenes/edit/:id',
    meta: { icon: <AudioOutlined /> }
  },
  {
    name: 'day-picks',
    list: '/day-picks',
    create: '/day-picks/create',
    edit: '/day-picks/edit/:id',
    meta: { icon: <StarOutlined /> }
  },
  {
    name: 'tickets',
    list: '/tickets',
    create: '/tickets/create',
    edit: '/tickets/edit/:id',
    meta: { icon: <IdcardOutlined /> }
  },
  { name: 'ticket-signups', list: '/ticket-signups', meta: { icon: <SolutionOutlined /> } },
  ...HOME_RESOURCES.map(({ home, kind }) => ({
    name: `${home}-${kind}`,
    list: `/${home}-${kind}`,
    create: `/${home}-${kind}/create`,
    edit: `/${home}-${kind}/edit/:id`,
    meta: { icon: kind === 'banners' ? <PictureOutlined /> : <AppstoreOutlined /> }
  })),
  { name: 'support-messages', list: '/support-messages', meta: { icon: <MailOutlined /> } },
  { name: 'app-links', list: '/settings/app-links', meta: { icon: <LinkOutlined /> } }
]

export function App() {
  const [locale, setLocale] = useState<Locale>(storedLocale)
  dayjs.locale(locale === 'en' ? 'en' : 'zh-tw')
  document.documentElement.lang = locale
  const i18nProvider = useMemo(() => createI18nProvider(() => locale, setLocale), [locale])
  const data = useMemo(() => dataProvider(API_URL, http), [])
  const title = translateIn(locale, 'app.title')

  return (
    <BrowserRouter basename='/admin'>
      {/* autoInsertSpace off: antd would print two-character CJK labels as 登 入 / 儲 存 */}
      <ConfigProvider locale={locale === 'en' ? enUS : zhTW} theme={theme} button={{ autoInsertSpace: false }}>
        {/* one message at a time, the newest, centred on the header's height: over the header, never the page */}
        <AntdApp message={{ maxCount: 1, top: 14 }}>
          <Refine
            dataProvider={data}
            authProvider={authProvider}
            accessControlProvider={accessControlProvider}
            i18nProvider={i18nProvider}
            routerProvider={routerProvider}
            // a success is a short message at the top centre, not over the page's own actions (why: the provider)
            notificationProvider={useConsoleNotifications}
            resources={resources}
            options={{ disableTelemetry: true, syncWithLocation: true, warnWhenUnsavedChanges: true }}
          >
            <Routes>
              <Route
                element={
                  <Authenticated key='console' fallback={<CatchAllNavigate to='/login' />}>
                    <ThemedLayout
                      Header={AppHeader}
                      Title={({ collapsed }) => <ThemedTitle collapsed={collapsed} text={title} icon={null} />}
                    >
                      <Outlet />
                    </ThemedLayout>
                  </Authenticated>
                }
              >
                <Route index element={page(<Overview />)} />
                <Route path='/albums'>
                  <Route index element={page(<AlbumList />)} />
                  <Route path='create' element={page(<AlbumCreate />)} />
                  <Route path='edit/:id' element={page(<AlbumEdit />)} />
                </Route>
                <Route path='/tracks'>
                  <Route index element={page(<TrackList />)} />
                  <Route path='create' element={page(<TrackCreate />)} />
                  <Route path='edit/:id' element={page(<TrackEdit />)} />
                </Route>
                <Route path='/orders'>
                  <Route index element={page(<OrderList />)} />
                  <Route path='show/:id' element={page(<OrderShow />)} />
                </Route>
                <Route path='/users'>
                  <Route index element={page(<UserList />)} />
                  <Route path='show/:id' element={page(<UserShow />)} />
                </Route>
                <Route path='/code-batches'>
                  <Route index element={page(<CodeBatchList />)} />
                  <Route path='create' element={page(<CodeBatchCreate />)} />
                  <Route path='show/:id' element={page(<CodeBatchShow />)} />
                </Route>
                <Route path='/coupons'>
                  <Route index element={page(<CouponList />)} />
                  <Route path='create' element={page(<CouponCreate />)} />
                  <Route path='show/:id' element={page(<CouponShow />)} />
                </Route>
                <Route path='/reports' element={page(<ReportList />)} />
                <Route path='/live-chats'>
                  <Route index element={page(<LiveChatList />)} />
                  <Route path='show/:id' element={page(<LiveChatShow />)} />
                </Route>
                <Route path='/groups'>
                  <Route index element={page(<GroupList />)} />
                  <Route path='show/:id' element={page(<GroupShow />)} />
                </Route>
                <Route path='/operators'>
                  <Route index element={page(<OperatorList />)} />
                  <Route path='create' element={page(<OperatorCreate />)} />
                </Route>
                <Route path='/audit' element={page(<AuditList />)} />
                <Route path='/documents'>
                  <Route index element={page(<DocumentList />)} />
                  <Route path='edit/:id' element={page(<DocumentEdit />)} />
                </Route>
                <Route path='/lives'>
                  <Route index element={page(<LiveList />)} />
                  <Route path='create' element={page(<LiveCreate />)} />
                  <Route path='edit/:id' element={page(<LiveEdit />)} />
                </Route>
                <Route path='/camps'>
                  <Route index element={page(<CampList />)} />
                  <Route path='create' element={page(<CampCreate />)} />
                  <Route path='edit/:id' element={page(<CampEdit />)} />
                </Route>
                <Route path='/courses'>
                  <Route index element={page(<CourseList />)} />
                  <Route path='create' element={page(<CourseCreate />)} />
                  <Route path='edit/:id' element={page(<CourseEdit />)} />
                </Route>
                <Route path='/short-videos'>
                  <Route index element={page(<ShortVideoList />)} />
                  <Route path='create' element={page(<ShortVideoCreate />)} />
                  <Route path='edit/:id' element={page(<ShortVideoEdit />)} />
                </Route>
                <Route path='/plans'>
                  <Route index element={page(<PlanList />)} />
                  <Route path='create' element={page(<PlanCreate />)} />
                  <Route path='edit/:id' element={page(<PlanEdit />)} />
                </Route>
                <Route path='/collections'>
                  <Route index element={page(<CollectionList />)} />
                  <Route path='create' element={page(<CollectionCreate />)} />
                  <Route path='edit/:id' element={page(<CollectionEdit />)} />
                </Route>
                <Route path='/quotes'>
                  <Route index element={page(<QuoteList />)} />
                  <Route path='create' element={page(<QuoteCreate />)} />
                  <Route path='edit/:id' element={page(<QuoteEdit />)} />
                </Route>
                <Route path='/questionnaires'>
                  <Route index element={page(<QuestionnaireList />)} />
                  <Route path='create' element={page(<QuestionnaireCreate />)} />
                  <Route path='edit/:id' element={page(<QuestionnaireEdit />)} />
                  <Route path='show/:id' element={page(<QuestionnaireShow />)} />
                </Route>
                <Route path='/gifts' element={page(<GiftList />)} />
                <Route path='/scenes'>
                  <Route index element={page(<SceneList />)} />
                  <Route path='create' element={page(<SceneCreate />)} />
                  <Route path='edit/:id' element={page(<SceneEdit />)} />
                </Route>
                <Route path='/day-picks'>
                  <Route index element={page(<DayPickList />)} />
                  <Route path='create' element={page(<DayPickCreate />)} />
                  <Route path='edit/:id' element={page(<DayPickEdit />)} />
                </Route>
                <Route path='/tickets'>
                  <Route index element={page(<TicketList />)} />
                  <Route path='create' element={page(<TicketCreate />)} />
                  <Route path='edit/:id' element={page(<TicketEdit />)} />
                </Route>
                <Route path='/ticket-signups' element={page(<TicketSignUpList />)} />
                <Route path='/faqs'>
                  <Route index element={page(<FaqList />)} />
                  <Route path='create' element={page(<FaqCreate />)} />
                  <Route path='edit/:id' element={page(<FaqEdit />)} />
                </Route>
                <Route path='/landings'>
                  <Route index element={page(<LandingList />)} />
                  <Route path='create' element={page(<LandingCreate />)} />
                  <Route path='edit/:id' element={page(<LandingEdit />)} />
                </Route>
                <Route path='/annual-cards'>
                  <Route index element={page(<AnnualCardList />)} />
                  <Route path='create' element={page(<AnnualCardCreate />)} />
                  <Route path='edit/:id' element={page(<AnnualCardEdit />)} />
                </Route>
                <Route path='/annual-card-holders' element={page(<AnnualCardHolderList />)} />
                {HOME_RESOURCES.map(({ home, kind }) => (
                  <Route path={`/${home}-${kind}`} key={`${home}-${kind}`}>
                    <Route
                      index
                      element={page(kind === 'banners' ? <BannerList home={home} /> : <FloorList home={home} />)}
                    />
                    <Route
                      path='create'
                      element={page(kind === 'banners' ? <BannerCreate home={home} /> : <FloorCreate home={home} />)}
                    />
                    <Route
                      path='edit/:id'
                      element={page(kind === 'banners' ? <BannerEdit home={home} /> : <FloorEdit home={home} />)}
                    />
                  </Route>
                ))}
                <Route path='/support-messages' element={page(<SupportMessageList />)} />
                <Route path='/settings/app-links' element={page(<AppLinksSettings />)} />
                <Route path='*' element={<ErrorComponent />} />
              </Route>
              <Route path='/login' element={<LoginPage />} />
            </Routes>
            <DocumentTitleHandler handler={() => title} />
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  )
}
