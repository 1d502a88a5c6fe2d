import { View, Text, Input, Button } from '@tarojs/components'
import { formatPrice } from '../../utils/price'
import { observer } from 'mobx-react'
import { useState } from 'react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import { isApiError, errorText } from '../../services/http'
import type { CouponState, UserCouponDTO } from '../../services/api/commerce'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import { formatAmount, normalizeCode } from '../../utils/money'
import { formatDate } from '../../utils/dates'
import './list.scss'
import '../../i18n/zh-Hant/commerce'
import '../../i18n/zh-Hant/couponShare'
import '../../services/api/commerce'

const TABS: CouponState[] = ['usable', 'used', 'expired']

/**
 * The user's coupons in three tabs (usable, used, expired) with a claim-by-code field on top. A usable coupon's
 * "use" goes where it applies: the member page for coupons valid on everything, the course home for course ones.
 */
function CouponList() {
  const root = useStores()
  const { user, loginPanel, deps } = root
  const locale = getLocale()
  const [tab, setTab] = useState<CouponState>('usable')
  const [code, setCode] = useState('')
  const [claiming, setClaiming] = useState(false)
  const [error, setError] = useState('')
  const list = useRemote<UserCouponDTO[]>(
    () => (user.isLoggedIn ? deps.api.commerce.coupons() : Promise.resolve([])),
    [locale, user.isLoggedIn]
  )
  usePullToRefresh(list)

  const claim = async () => {
    const value = normalizeCode(code)
    if (!value) return
    if (!user.isLoggedIn) {
      loginPanel.open(Routes.couponList)
      return
    }
    setClaiming(true)
    setError('')
    try {
      const c = await deps.api.commerce.claimCoupon(value)
      deps.toast(t('commerce.coupon.claimed', { title: c.title }))
      setCode('')
      setTab('usable')
      await list.reload()
    } catch (e) {
      if (!(isApiError(e) && e.kind === 'unauthorized')) setError(errorText(e, t))
    } finally {
      setClaiming(false)
    }
  }

  const shown = (list.data ?? []).filter((c) => c.state === tab)
  const when = (c: UserCouponDTO) =>
    c.state === 'used'
      ? t('commerce.coupon.usedOn', { date: formatDate(c.used_at) })
      : c.state === 'expired'
        ? t('commerce.coupon.expiredOn', { date: formatDate(c.expires_at) })
        : t('commerce.coupon.until', { date: formatDate(c.expires_at) })

  return (
    <AppPage className='coupons'>
      <NavBar title={t('common.titles.coupons')} />
      <View className='coupons__claim'>
        <Text className='coupons__label'>{t('commerce.coupon.claimLabel')}</Text>
        <View className='coupons__claim-row'>
          <Input
            className='coupons__input'
            value={code}
            maxlength={40}
            placeholder={t('commerce.coupon.claimPlaceholder')}
            aria-label={t('commerce.coupon.claimLabel')}
            onInput={(e) => {
              setCode(e.detail.value)
              setError('')
            }}
            onConfirm={claim}
          />
          <Button
            className='coupons__claim-btn'
            disabled={claiming || !code.trim() || undefined}
            aria-busy={claiming}
            onClick={claim}
          >
            {t('commerce.coupon.claim')}
          </Button>
        </View>
        {error && (
          <Text className='coupons__error' role='alert'>
            {error}
          </Text>
        )}
      </View>
      <View className='coupons__tabs' role='tablist'>
        {TABS.map((s) => (
          <Text
            key={s}
            className={`coupons__tab${tab === s ? ' coupons__tab--on' : ''}`}
            role='tab'
            aria-selected={tab === s}
            data-state={s}
            onClick={() => setTab(s)}
          >
            {t(`commerce.coupon.${s}`)}
          </Text>
        ))}
      </View>
      {!user.isLoggedIn ? (
        <View className='coupons__claim'>
          <Button className='coupons__claim-btn' onClick={() => loginPanel.open(Routes.couponList)}>
            {t('commerce.loginToBuy')}
          </Button>
        </View>
      ) : (
        <StateView
          state={list.state === 'ready' && shown.length === 0 ? 'empty' : list.state}
          errorText={list.error}
          emptyText={t('commerce.coupon.empty')}
          onRetry={list.reload}
        >
          {shown.map((c) => (
            <View
              key={c.id}
              className={`coupons__item${c.state === 'usable' ? '' : ' coupons__item--dim'}`}
              data-state={c.state}
            >
              <View className='coupons__amount'>
                <Text className='coupons__value'>{formatPrice(c.amount)}</Text>
                <Text className='coupons__min'>
                  {c.min_amount > 0
                    ? t('commerce.order.couponMin', { amount: formatAmount(c.min_amount) })
                    : t('commerce.coupon.any')}
                </Text>
              </View>
              <View className='coupons__body'>
                <Text className='coupons__title'>{c.title}</Text>
                <Text className='coupons__meta'>
                  {c.scope === 'course' ? t('commerce.coupon.scopeCourse') : t('commerce.coupon.scopeAll')}
                </Text>
                <Text className='coupons__meta'>{when(c)}</Text>
                {c.state === 'usable' && (
                  <View className='coupons__links'>
                    <Text
                      className='coupons__link coupons__link--courses'
                      role='link'
                      aria-label={`${t('couponShare.actions.courses')} ${c.title}`}
                      onClick={() => navigate(buildUrl(Routes.couponCourseList, { id: c.id }))}
                    >
                      {t('couponShare.actions.courses')}
                    </Text>
                    <Text
                      className='coupons__link coupons__link--transfer'
                      role='link'
                      aria-label={`${t('couponShare.actions.transfer')} ${c.title}`}
                      onClick={() => navigate(buildUrl(Routes.couponTransfer, { id: c.id }))}
                    >
                      {t('couponShare.actions.transfer')}
                    </Text>
                    <Text
                      className='coupons__link coupons__link--share'
                      role='link'
                      aria-label={`${t('couponShare.actions.share')} ${c.title}`}
                      onClick={() => navigate(buildUrl(Routes.couponShare, { id: c.id }))}
                    >
                      {t('couponShare.actions.share')}
                    </Text>
                  </View>
                )}
              </View>
              {c.state === 'usable' && (
                <Text
                  className='coupons__use'
                  role='link'
                  aria-label={`${t('commerce.coupon.use')} ${c.title}`}
                  onClick={() => navigate(c.scope === 'course' ? Routes.courseHome : Routes.meditationVipMember)}
                >
                  {t('commerce.coupon.use')}
                </Text>
              )}
            </View>
          ))}
        </StateView>
      )}
    </AppPage>
  )
}

export default observer(CouponList)
