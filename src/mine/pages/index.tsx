import { View, Text } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage/TabPage'
import { ListGroup, ListRow } from '../../components/ListRow'
import LanguageRow from '../../components/LanguageRow'
import Avatar from '../../components/Avatar'
import Animation from '../../components/Animation/lazy'
import { tabAnimation } from '../../components/TabBar/entries'
import { useStores } from '../../stores'
import { t } from '../../i18n'
import { mediaUrl } from '../../services/http'
import { Routes } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import { APP_VERSION } from '../../utils/constants'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import { formatDate } from '../../utils/dates'
import { useRemote } from '../../utils/useRemote'
import '../../services/api/appLinks'
import './index.scss'
import '../../i18n/zh-Hant/login'
import '../../i18n/zh-Hant/mine'
import '../../i18n/zh-Hant/offline'
import '../../i18n/zh-Hant/gold'
import '../../i18n/zh-Hant/cards'
import '../../i18n/zh-Hant/report'
import '../../i18n/zh-Hant/gifts'
import '../../i18n/zh-Hant/mall'
import '../../i18n/zh-Hant/portal'
import '../../i18n/zh-Hant/learningNotes'

/** The personal centre: profile, membership, the menu, language and logout (spec §2: custom bar, a tab). */
function MineHome() {
  const root = useStores()
  const { user, loginPanel } = root
  useDidShow(() => {
    if (user.isLoggedIn) void user.fetchProfile()
  })
  usePullToRefresh(() => user.fetchProfile())

  const needLogin = (url: string) => () => (user.isLoggedIn ? navigate(url) : loginPanel.open(url))
  // the partner mall's entry goes once the server says there is no mall (none configured in production)
  const links = useRemote(() => root.deps.api.appLinks.get(), []).data
  const menu = [
    { key: 'favorites', title: t('mine.favorites'), onTap: needLogin(Routes.mineFavorites) },
    { key: 'histories', title: t('mine.histories'), onTap: needLogin(Routes.mineHistories) },
    { key: 'notes', title: t('learningNotes.entry'), onTap: needLogin(Routes.mineNotes) },
    { key: 'downloads', title: t('offline.page.title'), onTap: () => navigate(Routes.mineDownloads) },
    { key: 'achievements', title: t('mine.achievements'), onTap: needLogin(Routes.meditationAchievement) },
    { key: 'report', title: t('report.entry'), onTap: needLogin(Routes.report) },
    { key: 'checkIn', title: t('report.checkInEntry'), onTap: needLogin(Routes.health) },
    { key: 'purchased', title: t('mine.purchased'), onTap: needLogin(Routes.coursePurchased) },
    { key: 'coupons', title: t('mine.coupons'), onTap: needLogin(Routes.couponList) },
    { key: 'presents', title: t('gifts.present.title'), onTap: needLogin(Routes.minePresents) },
    { key: 'exchange', title: t('mine.exchangeCode'), onTap: needLogin(Routes.meditationExchange) },
    { key: 'annualCard', title: t('mine.annualCard'), onTap: () => navigate(Routes.mineAnnualPassEquity) },
    { key: 'courseVip', title: t('cards.entries.vip'), onTap: () => navigate(Routes.courseVip) },
    { key: 'invitation', title: t('mine.inviteFriends'), onTap: () => navigate(Routes.mineInvitation) },
    ...(links?.mall === null
      ? []
      : [{ key: 'mall', title: t('mall.entry'), onTap: () => navigate(Routes.mineMiniStore) }]),
    { key: 'assistant', title: t('portal.assistant.title'), onTap: () => navigate(Routes.coze) },
    { key: 'learningGold', title: t('gold.titles.learningGold'), onTap: needLogin(Routes.mineLearningGold) },
    { key: 'account', title: t('mine.accountManagement'), onTap: needLogin(Routes.mineAccountManagement) },
    { key: 'switch', title: t('mine.switchAccount'), onTap: () => navigate(Routes.mineSwitchAccount) },
    { key: 'settings', title: t('mine.settings'), onTap: () => navigate(Routes.mineSetting) },
    { key: 'help', title: t('mine.helpCenter'), onTap: () => navigate(Routes.mineHelpCenter) },
    // the support form (issue 32: every shop has one) one tap from Me, not only under About
    { key: 'contact', title: t('mine.contactSupport'), onTap: () => navigate(Routes.contact) },
    { key: 'about', title: t('mine.about'), onTap: () => navigate(Routes.about) }
  ]

  return (
    <AppPage tab={Routes.mineHome} className='mine-home'>
      <View className='mine-profile'>
        {user.isLoggedIn && user.user ? (
          <View className='mine-profile__row' role='link' onClick={() => navigate(Routes.mineInfo)}>
            <Avatar
              className='mine-profile__avatar'
              src={user.user.avatar ? mediaUrl(user.user.avatar) : null}
              size={128}
            />
            <View className='mine-profile__text'>
              <Text className='mine-profile__name'>{user.user.nickname}</Text>
              <Text className='mine-profile__hint'>{user.user.email || user.user.mobile || ''}</Text>
            </View>
          </View>
        ) : (
          <View className='mine-profile__row' role='button' onClick={() => loginPanel.open()}>
            <View className='mine-profile__avatar mine-profile__animation'>
              <Animation path={tabAnimation(Routes.mineHome) ?? ''} />
            </View>
            <View className='mine-profile__text'>
              <Text className='mine-profile__name mine-login'>{t('mine.loginPrompt')}</Text>
              <Text className='mine-profile__hint'>{t('mine.loginHint')}</Text>
            </View>
          </View>
        )}
        <View className='mine-member' role='link' onClick={() => navigate(Routes.meditationVipMember)}>
          <Text className='mine-member__title'>{t('mine.member')}</Text>
          <Text className='mine-member__desc'>
            {user.isVip && user.memberInfo?.expire_at
              ? t('mine.memberUntil', { date: formatDate(user.memberInfo.expire_at) })
              : t('mine.notMember')}
          </Text>
        </View>
      </View>

      <ListGroup className='mine-menu'>
        {menu.map((m) => (
          <ListRow
            key={m.key}
            className={`mine-menu__item mine-menu__item--${m.key}`}
            title={m.title}
            onClick={m.onTap}
          />
        ))}
        <LanguageRow className='mine-menu__item mine-lang' />
      </ListGroup>

      {user.isLoggedIn && (
        <View
          className='mine-logout'
          role='button'
          onClick={() => {
            void user.logout().then(() => root.deps.toast(t('login.logoutDone')))
          }}
        >
          <Text>{t('mine.logout')}</Text>
        </View>
      )}
      <Text className='mine-version'>{t('mine.version', { version: APP_VERSION })}</Text>
    </AppPage>
  )
}

export default observer(MineHome)
