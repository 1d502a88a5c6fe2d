import { View, Text, Button } from '@tarojs/components'
import { useReachBottom, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useMemo } from 'react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { usePagedList } from '../../utils/usePagedList'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import { formatDate } from '../../utils/dates'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { MEMBER_INVITE_PRODUCT } from '../../protocol/gifts'
import './invitation.scss'
import '../../i18n/zh-Hant/gifts'
import { copyText } from '../../utils/clipboard'

/** Defaults while the offer loads (server MEMBER_TRIAL_DAYS, MEMBER_INVITE_REWARD_GOLD). */
const DEFAULT_DAYS = 7
const DEFAULT_GOLD = 200

/** The friend's landing page with the inviter, the product and this share's reference (spec §3 Invite). */
export function memberInvitePath(userId: number, ref: string): string {
  return buildUrl(Routes.commonInviteMember, {
    invite_user_id: userId,
    invite_product_code: MEMBER_INVITE_PRODUCT,
    invite_id: ref
  })
}

/**
 * pages/meditation/invitation: invite friends to the meditation membership. The friend gets a trial when they
 * accept (commonPage/pages/inviteMember), the inviter learning gold when the friend first pays. Terms and rules
 * are public; the link and the list of invited friends need a login.
 */
function MemberInvitation() {
  const root = useStores()
  const { deps, user } = root
  const locale = getLocale()
  const loggedIn = user.isLoggedIn
  const userId = user.user?.id ?? null
  const isH5 = process.env.TARO_ENV === 'h5'
  // one reference per visit of this page: the inviter can tell shares apart, the server keeps it with the friend
  const ref = useMemo(() => `m${Date.now().toString(36)}`, [])
  const path = userId ? memberInvitePath(userId, ref) : ''
  const link = path && isH5 && typeof location !== 'undefined' ? `${location.origin}${path}` : ''

  const offer = useRemote(() => deps.api.gifts.memberOffer(), [locale])
  const records = usePagedList((page) => deps.api.gifts.memberRecords(page, 20), [loggedIn, locale], loggedIn)
  usePullToRefresh(offer, records)
  useReachBottom(() => {
    void records.more()
  })
  const days = offer.data?.trial_days ?? DEFAULT_DAYS
  const gold = offer.data?.reward_gold ?? DEFAULT_GOLD
  useShareAppMessage(() => ({
    title: t('gifts.memberInvite.shareTitle', { count: days }),
    path: path || Routes.meditationHome
  }))

  const copy = async () => {
    if (!link) return
    try {
      await copyText(link)
      deps.toast(t('gifts.memberInvite.copied'))
    } catch {
      /* the platform said why */
    }
  }

  return (
    <AppPage className='cm-page minv'>
      <NavBar title={t('gifts.memberInvite.title')} />
      <View className='minv-hero'>
        <Text className='minv-hero__title' role='heading' aria-level={1}>
          {t('gifts.memberInvite.heroTitle', { count: days })}
        </Text>
        <Text className='minv-hero__sub'>{t('gifts.memberInvite.heroSub', { gold })}</Text>
      </View>

      {!loggedIn ? (
        <View className='cm-card minv-center'>
          <Text className='cm-muted'>{t('gifts.memberInvite.loginPrompt')}</Text>
          <Button className='cm-btn minv-btn' onClick={() => root.loginPanel.open(Routes.meditationInvitation)}>
            {t('gifts.memberInvite.loginAction')}
          </Button>
        </View>
      ) : (
        <View className='cm-card'>
          <Text className='cm-h'>{t('gifts.memberInvite.myLink')}</Text>
          {isH5 && (
            <Text className='minv-link' data-testid='member-invite-link' selectable>
              {link || t('common.loading')}
            </Text>
          )}
          {isH5 ? (
            <Button className='cm-btn minv-btn' disabled={!link || undefined} onClick={copy}>
              {t('gifts.memberInvite.copy')}
            </Button>
          ) : (
            <Button className='cm-btn minv-btn' openType='share' disabled={!userId || undefined}>
              {t('gifts.memberInvite.share')}
            </Button>
          )}
        </View>
      )}

      <View className='cm-card'>
        <Text className='cm-h'>{t('gifts.memberInvite.rulesTitle')}</Text>
        <Text className='minv-rule'>1. {t('gifts.memberInvite.rule1', { count: days })}</Text>
        <Text className='minv-rule'>2. {t('gifts.memberInvite.rule2')}</Text>
        <Text className='minv-rule'>3. {t('gifts.memberInvite.rule3', { gold })}</Text>
      </View>

      {loggedIn && (
        <View className='cm-card' data-testid='member-invite-records'>
          <Text className='cm-h'>{t('gifts.memberInvite.records')}</Text>
          <StateView remote={records} emptyText={t('gifts.memberInvite.recordsEmpty')}>
            {records.items.map((r) => (
              <View key={r.id} className='minv-row' data-status={r.status}>
                <Text className='minv-row__name'>{r.nickname}</Text>
                <Text className='minv-row__meta'>{formatDate(r.created_at)}</Text>
                <Text className={`minv-row__status minv-row__status--${r.status}`}>
                  {r.status === 'rewarded'
                    ? t('gifts.memberInvite.statusRewarded', { gold: r.gold })
                    : t('gifts.memberInvite.statusTrial')}
                </Text>
              </View>
            ))}
            {records.hasMore ? (
              <Text className='cm-link' role='button' onClick={() => void records.more()}>
                {t('gifts.memberInvite.more')}
              </Text>
            ) : null}
          </StateView>
        </View>
      )}
    </AppPage>
  )
}

export default observer(MemberInvitation)
