import { View, Text, Button } from '@tarojs/components'
import { useRouter, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { useAction } from '../../utils/useAction'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import CouponTicket from '../components/CouponTicket'
import './shareCoupon.scss'
import '../../i18n/zh-Hant/couponShare'
import '../../services/api/commerce'
import { copyText } from '../../utils/clipboard'

/** The path a friend opens to claim (`?token`), and its absolute H5 link on this origin. */
function claimPath(token: string): string {
  return buildUrl(Routes.couponShare, { token })
}

/**
 * coupon/pages/shareCoupon: two sides of a claim link.
 * - `?id` (the giver): makes the coupon's claim link (the same one each time) to copy (H5) or share (weapp).
 * - `?token` (a friend): what the link offers and who sent it; claiming needs a login (the login panel returns
 *   here), then the coupon moves to the friend and getSuccess confirms. The giver's own link says so.
 */
function ShareCoupon() {
  const root = useStores()
  const { deps, user } = root
  const params = useRouter().params
  const id = Number(params.id ?? 0)
  const token = params.token ?? ''
  const locale = getLocale()
  const isH5 = process.env.TARO_ENV === 'h5'

  // giver: my coupon and its link
  const mine = useRemote(async () => {
    if (token || !user.isLoggedIn) return null
    const coupon = (await deps.api.commerce.coupons()).find((c) => c.id === id) ?? null
    if (!coupon || coupon.state !== 'usable') return { coupon, token: '' }
    return { coupon, token: (await deps.api.commerce.shareCoupon(id)).token }
  }, [id, token, locale, user.isLoggedIn])
  // friend: what the link offers
  const offer = useRemote(
    () => (token ? deps.api.commerce.sharedCoupon(token) : Promise.resolve(null)),
    [token, locale, user.isLoggedIn]
  )

  const linkToken = token || mine.data?.token || ''
  const link = linkToken && isH5 && typeof location !== 'undefined' ? `${location.origin}${claimPath(linkToken)}` : ''
  useShareAppMessage(() => ({
    title: t('couponShare.share.shareTitle', { title: mine.data?.coupon?.title ?? '' }),
    path: linkToken ? claimPath(linkToken) : Routes.couponList
  }))

  const copy = async () => {
    if (!link) return
    try {
      await copyText(link)
      deps.toast(t('couponShare.share.copied'))
    } catch {
      /* the platform said why */
    }
  }

  const claiming = useAction(
    async () => {
      const c = await deps.api.commerce.claimSharedCoupon(token)
      navigate(buildUrl(Routes.couponGetSuccess, { id: c.id }), 'redirect')
    },
    { onError: () => void offer.reload() }
  )
  const { busy, error } = claiming
  const claim = async () => {
    if (busy) return
    if (!user.isLoggedIn) {
      root.loginPanel.open(claimPath(token))
      return
    }
    await claiming.run()
  }

  if (token) {
    const o = offer.data
    return (
      <AppPage className='cs-page'>
        <NavBar title={t('couponShare.titles.claim')} />
        <StateView remote={offer}>
          {o && (
            <>
              <Text className='cs-card cs-text' data-testid='share-from'>
                {t('couponShare.claim.from', { name: o.from })}
              </Text>
              <CouponTicket coupon={o} />
              <View className='cs-card'>
                {o.state === 'open' ? (
                  <Button
                    className='cs-btn share-claim'
                    disabled={busy || undefined}
                    aria-busy={busy}
                    onClick={() => void claim()}
                  >
                    {user.isLoggedIn ? t('couponShare.claim.action') : t('couponShare.claim.login')}
                  </Button>
                ) : (
                  <Text className='cs-text share-state'>
                    {o.state === 'claimed' ? t('couponShare.claim.claimed') : t('couponShare.claim.gone')}
                  </Text>
                )}
                <Text className={`cs-error share-error${error ? '' : ' cs-hidden'}`} role='alert'>
                  {error}
                </Text>
              </View>
            </>
          )}
        </StateView>
      </AppPage>
    )
  }

  const d = mine.data
  return (
    <AppPage className='cs-page'>
      <NavBar title={t('couponShare.titles.share')} />
      <View className={user.isLoggedIn ? 'cs-hidden' : 'cs-card'}>
        <Button className='cs-btn' onClick={() => root.loginPanel.open(buildUrl(Routes.couponShare, { id }))}>
          {t('couponShare.claim.login')}
        </Button>
      </View>
      <StateView remote={mine}>
        {d?.coupon ? (
          <>
            <CouponTicket coupon={d.coupon} />
            <View className='cs-card'>
              {d.token ? (
                <>
                  <Text className='cs-text'>{t('couponShare.share.intro')}</Text>
                  {isH5 && (
                    <>
                      <Text className='cs-label'>{t('couponShare.share.link')}</Text>
                      <Text className='cs-link' data-testid='share-link' selectable>
                        {link}
                      </Text>
                      <Button className='cs-btn' onClick={() => void copy()}>
                        {t('couponShare.share.copy')}
                      </Button>
                    </>
                  )}
                  {!isH5 && (
                    <Button className='cs-btn' openType='share'>
                      {t('couponShare.share.shareCard')}
                    </Button>
                  )}
                </>
              ) : (
                <Text className='cs-text'>{t('couponShare.transfer.notUsable')}</Text>
              )}
            </View>
          </>
        ) : user.isLoggedIn ? (
          <Text className='cs-card cs-text'>{t('couponShare.claim.gone')}</Text>
        ) : null}
      </StateView>
    </AppPage>
  )
}

export default observer(ShareCoupon)
