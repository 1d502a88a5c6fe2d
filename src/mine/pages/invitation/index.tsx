import { View, Text, Image, Button } from '@tarojs/components'
import { useReachBottom, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import { useNavTitle } from '../../../components/AuthForm/useNavTitle'
import { useStores } from '../../../stores'
import { useRemote } from '../../../utils/useRemote'
import { usePagedList } from '../../../utils/usePagedList'
import { usePullToRefresh } from '../../../utils/usePullToRefresh'
import { t, getLocale } from '../../../i18n'
import { Routes, buildUrl } from '../../../navigation/routes'
import { navigate } from '../../../navigation/navigate'
import { mediaUrl } from '../../../services/http'
import { formatDate } from '../../../utils/dates'
import './index.scss'
import { imageAlt } from '../../../utils/imageAlt'
import { inviteLink } from '../../lib/invite'
import '../../../i18n/zh-Hant/mine'
import '../../../i18n/zh-Hant/gold'
import '../../../i18n/zh-Hant/gifts'
import '../../../services/api/invite'
import { copyText } from '../../../utils/clipboard'

/** Defaults while the settings / summary load (server setting invite_reward_gold, SIGNUP_WINDOW_HOURS). */
const DEFAULT_REWARD = 100
const DEFAULT_WINDOW_HOURS = 72
/** The server's rewarded invitations per 24 hours (stated in the rules before login, when the summary is not loaded). */
const DEFAULT_REWARDED_PER_DAY = 10

/** The path a friend opens: the app home with the inviter (launch.ts keeps it across the friend's login). */
export function invitePath(userId: number): string {
  return buildUrl(Routes.meditationHome, { invite_user_id: userId })
}

/** H5: an absolute link on this origin (the H5 router serves `/` as the home). */
export { inviteLink }

/**
 * mine/pages/invitation/index (banner jump 12, deep link user/memberInvite): invite friends for learning gold.
 *
 * Decisions, after the referral screens of the big apps: the reward is stated up front in the hero; the
 * personal part (gold, link, records) needs a login, while the rules and the rank list are public so a
 * logged-out visitor sees what they would get before logging in. H5 shows the link with a copy button; the
 * mini-program has no shareable URL, so it uses the share card (button + menu) with the home path instead.
 * Friends' names are masked by the server. The rank list is a short top 10, the records are paged.
 */
function Invitation() {
  const root = useStores()
  const { deps, user } = root
  useNavTitle(t('mine.invitation.title'))
  const locale = getLocale()
  const loggedIn = user.isLoggedIn
  const userId = user.user?.id ?? null
  const isH5 = process.env.TARO_ENV === 'h5'

  const gold = useRemote(() => (loggedIn ? deps.api.invite.gold() : Promise.resolve(null)), [loggedIn, locale])
  const rank = useRemote(
    () => deps.api.invite.rankList(),
    [loggedIn, locale],
    (l) => l.length === 0
  )
  const records = usePagedList((page) => deps.api.invite.records(page, 20), [loggedIn, locale], loggedIn)
  usePullToRefresh(gold, rank, records)
  useReachBottom(() => {
    void records.more()
  })
  useShareAppMessage(() => ({
    title: t('mine.invitation.shareTitle'),
    path: userId ? invitePath(userId) : Routes.meditationHome
  }))

  const reward = gold.data?.reward_per_invite ?? (Number(user.meditationSettings.invite_reward_gold) || DEFAULT_REWARD)
  const hours = gold.data?.signup_window_hours ?? DEFAULT_WINDOW_HOURS
  const cap = gold.data?.rewarded_per_day ?? DEFAULT_REWARDED_PER_DAY
  const link = userId && isH5 && typeof location !== 'undefined' ? inviteLink(userId, location.origin) : ''

  const copy = async () => {
    if (!link) return
    try {
      await copyText(link)
      deps.toast(t('mine.invitation.copied'))
    } catch {
      /* the platform said why */
    }
  }

  return (
    <AppPage className='invite-page'>
      <NavBar title={t('common.titles.invitation')} />
      <View className='invite-hero'>
        <Text className='invite-hero__title' role='heading' aria-level={1}>
          {t('mine.invitation.heroTitle')}
        </Text>
        <Text className='invite-hero__sub'>{t('mine.invitation.heroSubtitle', { gold: reward })}</Text>
      </View>

      {!loggedIn ? (
        <View className='invite-card invite-prompt'>
          <Text className='invite-prompt__text'>{t('mine.invitation.loginPrompt')}</Text>
          <Button className='invite-prompt__btn' onClick={() => root.loginPanel.open()}>
            {t('mine.invitation.loginAction')}
          </Button>
        </View>
      ) : (
        <>
          <View className='invite-card' data-testid='invite-gold'>
            <StateView remote={gold}>
              {gold.data && (
                <View className='invite-stats'>
                  <View className='invite-stats__item' role='group' aria-label={t('mine.invitation.balance')}>
                    <Text className='invite-stats__value' data-testid='invite-balance'>
                      {gold.data.balance}
                    </Text>
                    <Text className='invite-stats__label'>{t('mine.invitation.balance')}</Text>
                  </View>
                  <View className='invite-stats__item' role='group' aria-label={t('mine.invitation.invited')}>
                    <Text className='invite-stats__value'>
                      {t('mine.invitation.people', { count: gold.data.invited })}
                    </Text>
                    <Text className='invite-stats__label'>{t('mine.invitation.invited')}</Text>
                  </View>
                  <View className='invite-stats__item' role='group' aria-label={t('mine.invitation.earned')}>
                    <Text className='invite-stats__value'>{gold.data.earned}</Text>
                    <Text className='invite-stats__label'>{t('mine.invitation.earned')}</Text>
                  </View>
                </View>
              )}
            </StateView>
            <View className='invite-goldlinks'>
              <Text className='invite-goldlinks__item' role='link' onClick={() => navigate(Routes.mineLearningGold)}>
                {t('gold.titles.learningGold')}
              </Text>
              <Text className='invite-goldlinks__item' role='link' onClick={() => navigate(Routes.mineGoldExchange)}>
                {t('gold.actions.exchange')}
              </Text>
              <Text className='invite-goldlinks__item' role='link' onClick={() => navigate(Routes.mineInviteHistory)}>
                {t('gold.actions.history')}
              </Text>
              <Text
                className='invite-goldlinks__item'
                role='link'
                data-testid='member-invite-entry'
                onClick={() => navigate(Routes.meditationInvitation)}
              >
                {t('gifts.memberInvite.title')}
              </Text>
            </View>
          </View>

          <View className='invite-card invite-link'>
            <Text className='invite-card__title'>{t('mine.invitation.myLink')}</Text>
            {isH5 && (
              <Text className='invite-link__url' data-testid='invite-link' selectable>
                {link || t('common.loading')}
              </Text>
            )}
            <View className='invite-link__actions'>
              <Button className='invite-link__btn' onClick={() => navigate(Routes.minePoster)}>
                {t('gifts.poster.entry')}
              </Button>
              {isH5 ? (
                <Button className='invite-link__btn' disabled={!link || undefined} onClick={copy}>
                  {t('mine.invitation.copy')}
                </Button>
              ) : (
                <Button className='invite-link__btn' openType='share' disabled={!userId || undefined}>
                  {t('mine.invitation.share')}
                </Button>
              )}
            </View>
          </View>
        </>
      )}

      <View className='invite-card invite-rules'>
        <Text className='invite-card__title'>{t('mine.invitation.rulesTitle')}</Text>
        <Text className='invite-rules__item'>1. {t('mine.invitation.rule1', { hours })}</Text>
        <Text className='invite-rules__item'>2. {t('mine.invitation.rule2', { gold: reward, cap })}</Text>
        <Text className='invite-rules__item'>3. {t('mine.invitation.rule3')}</Text>
        <Text className='invite-rules__item'>4. {t('mine.invitation.rule4')}</Text>
      </View>

      {loggedIn && (
        <View className='invite-card' data-testid='invite-records'>
          <Text className='invite-card__title'>{t('mine.invitation.records')}</Text>
          {records.state === 'empty' ? (
            <Text className='invite-empty'>{t('mine.invitation.recordsEmpty')}</Text>
          ) : (
            <StateView remote={records}>
              {records.items.map((r) => (
                <View key={r.id} className='invite-row' data-record={r.id}>
                  <Image
                    {...imageAlt('')}
                    className='invite-row__avatar'
                    src={mediaUrl(r.avatar)}
                    mode='aspectFill'
                    aria-hidden
                  />
                  <Text className='invite-row__name'>{r.nickname}</Text>
                  <Text className='invite-row__meta'>{formatDate(r.created_at)}</Text>
                  <View className='invite-row__reward'>
                    <Text className='invite-row__gold'>{t('mine.invitation.recordGold', { gold: r.gold })}</Text>
                    {r.reward_note === 'daily_cap' && (
                      <Text className='invite-row__note' data-testid='invite-capped'>
                        {t('mine.invitation.recordCapped', { cap })}
                      </Text>
                    )}
                  </View>
                </View>
              ))}
              {records.hasMore && (
                <Text
                  className='invite-foot'
                  role='button'
                  onClick={() => {
                    void records.more()
                  }}
                >
                  {t('mine.invitation.more')}
                </Text>
              )}
            </StateView>
          )}
        </View>
      )}

      <View className='invite-card' data-testid='invite-rank'>
        <Text className='invite-card__title'>{t('mine.invitation.rank')}</Text>
        {rank.state === 'empty' ? (
          <Text className='invite-empty'>{t('mine.invitation.rankEmpty')}</Text>
        ) : (
          <StateView remote={rank}>
            {(rank.data ?? []).map((r) => (
              <View key={r.rank} className={`invite-row${r.is_me ? ' invite-row--me' : ''}`}>
                <Text className='invite-row__rank'>{r.rank}</Text>
                <Image
                  {...imageAlt('')}
                  className='invite-row__avatar'
                  src={mediaUrl(r.avatar)}
                  mode='aspectFill'
                  aria-hidden
                />
                <Text className='invite-row__name'>
                  {r.is_me ? `${r.nickname} (${t('mine.invitation.me')})` : r.nickname}
                </Text>
                <Text className='invite-row__meta'>{t('mine.invitation.rankInvited', { count: r.invited })}</Text>
                <Text className='invite-row__gold'>{r.gold}</Text>
              </View>
            ))}
          </StateView>
        )}
      </View>
    </AppPage>
  )
}

export default observer(Invitation)
