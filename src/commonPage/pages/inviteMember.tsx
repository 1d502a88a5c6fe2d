import { View, Text, Button, Image } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { useAction } from '../../utils/useAction'
import { t, getLocale, type TKey } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import { mediaUrl } from '../../services/http'
import { SessionKey, StorageKey, sessionStore } from '../../services/storage'
import { MEMBER_INVITE_PRODUCT } from '../../protocol/gifts'
import { imageAlt } from '../../utils/imageAlt'
import './inviteMember.scss'
import '../../i18n/zh-Hant/gifts'

/**
 * commonPage/pages/inviteMember?invite_user_id&invite_product_code&invite_id: where a friend invited to the
 * membership lands. The page keeps the invitation the way spec §3/§4 describe: the parameters and `isInvite`
 * (UserStore.rememberInvite), `isInviteMember`, and the session's `invite_id`. Logged out, "log in to get it"
 * opens the login panel that returns here; the login accepts the pending invitation (the trial) and drops the
 * flags. Logged in, the button accepts at once. What the account already got comes from the server (`mine`).
 */
function InviteMember() {
  const root = useStores()
  const { deps, user } = root
  const params = (useRouter().params || {}) as Record<string, string | undefined>
  const inviterId = params.invite_user_id ?? ''
  const code = params.invite_product_code || MEMBER_INVITE_PRODUCT
  const inviteId = params.invite_id ?? ''
  const here = buildUrl(Routes.commonInviteMember, {
    invite_user_id: inviterId,
    invite_product_code: code,
    invite_id: inviteId || undefined
  })

  useEffect(() => {
    if (!inviterId) return
    if (inviteId) sessionStore.set(SessionKey.inviteId, inviteId)
    if (!user.isLoggedIn) {
      user.rememberInvite({ invite_user_id: inviterId, invite_product_code: code, invite_id: inviteId })
      deps.storage.set(StorageKey.isInviteMember, 1)
    }
    // once per page: the query does not change while it is shown
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const offer = useRemote(() => deps.api.gifts.memberOffer(inviterId), [inviterId, user.isLoggedIn, getLocale()])
  const o = offer.data
  const days = o?.trial_days ?? 7

  const accepting = useAction(async () => {
    const out = await deps.api.gifts.acceptMemberInvite({
      invite_user_id: inviterId,
      invite_product_code: code,
      invite_id: sessionStore.get(SessionKey.inviteId) ?? inviteId
    })
    if (out.accepted) await user.refreshMemberInfo()
    else if (out.reason) accepting.setError(t(`gifts.memberInvite.reason.${out.reason}` as TKey))
    offer.reload()
  })
  const { busy, error: message } = accepting

  const accept = async () => {
    if (!user.isLoggedIn) {
      user.rememberInvite({ invite_user_id: inviterId, invite_product_code: code, invite_id: inviteId })
      deps.storage.set(StorageKey.isInviteMember, 1)
      root.loginPanel.open(here)
      return
    }
    await accepting.run()
  }

  return (
    <AppPage className='cm-page imem'>
      <NavBar title={t('gifts.memberInvite.offer', { days })} />
      <StateView remote={offer}>
        {o && (
          <View className='imem-card' data-testid='invite-member'>
            {o.inviter?.avatar ? (
              <Image {...imageAlt('')} className='imem-card__avatar' src={mediaUrl(o.inviter.avatar)} aria-hidden />
            ) : (
              <View className='imem-card__avatar imem-card__avatar--initial' aria-hidden>
                <Text>{Array.from(o.inviter?.nickname ?? '靜')[0]}</Text>
              </View>
            )}
            <Text className='imem-card__from'>
              {o.inviter
                ? t('gifts.memberInvite.invites', { name: o.inviter.nickname })
                : t('gifts.memberInvite.invitesAnon')}
            </Text>
            <Text className='imem-card__offer' role='heading' aria-level={1}>
              {t('gifts.memberInvite.offer', { days })}
            </Text>
            <Text className='imem-card__desc'>{t('gifts.memberInvite.offerDesc')}</Text>
            {o.mine ? (
              <>
                <Text className='imem-card__done' data-testid='invite-member-done'>
                  {t('gifts.memberInvite.accepted', { days: o.mine.trial_days })}
                </Text>
                <Button className='cm-btn imem-card__btn' onClick={() => navigate(Routes.meditationHome)}>
                  {t('gifts.memberInvite.start')}
                </Button>
              </>
            ) : (
              <>
                <Button
                  className='cm-btn imem-card__btn'
                  data-testid='invite-member-accept'
                  disabled={busy || !o.inviter || undefined}
                  onClick={accept}
                >
                  {busy
                    ? t('gifts.memberInvite.accepting')
                    : user.isLoggedIn
                      ? t('gifts.memberInvite.accept')
                      : t('gifts.memberInvite.loginToAccept')}
                </Button>
                <View className='imem-card__msg' role='status'>
                  {message || !o.inviter ? (
                    <Text data-testid='invite-member-message'>
                      {message || t('gifts.memberInvite.reason.no_inviter')}
                    </Text>
                  ) : null}
                </View>
              </>
            )}
          </View>
        )}
      </StateView>
      <Text className='cm-note'>{t('gifts.memberInvite.rule2')}</Text>
    </AppPage>
  )
}

export default observer(InviteMember)
