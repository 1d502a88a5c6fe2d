import { View, Text, Input, Button } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { useAction } from '../../utils/useAction'
import { isEmail, isPhone } from '../../utils/validators'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import CouponTicket from '../components/CouponTicket'
import './transfer.scss'
import '../../i18n/zh-Hant/couponShare'
import '../../services/api/commerce'

/**
 * coupon/pages/transfer?id: gives one of my unused coupons to another account, named by phone (6 to 12 digits,
 * spec §5) or e-mail. A second step asks to confirm (a transfer cannot be undone); then the coupon leaves my
 * list. The steps toggle with a class so the tree stays stable.
 */
function TransferCoupon() {
  const root = useStores()
  const { deps, user } = root
  const id = Number(useRouter().params.id ?? 0)
  const locale = getLocale()
  const [to, setTo] = useState('')
  const [inputError, setInputError] = useState('')
  const [confirming, setConfirming] = useState(false)
  const coupon = useRemote(
    async () => {
      if (!user.isLoggedIn) return null
      return (await deps.api.commerce.coupons()).find((c) => c.id === id) ?? null
    },
    [id, locale, user.isLoggedIn],
    (x) => x === null
  )
  const c = coupon.data
  const usable = c?.state === 'usable'
  const target = to.trim()

  const sending = useAction(
    async (coupon: NonNullable<typeof c>) => {
      const r = await deps.api.commerce.transferCoupon({ user_coupon_id: coupon.id, to: target, confirm: 1 })
      deps.toast(t('couponShare.transfer.done', { to: r.to }))
      navigate(Routes.couponList, 'redirect')
    },
    { onError: () => setConfirming(false) }
  )
  const { busy, error } = sending

  const next = () => {
    if (!user.isLoggedIn) {
      root.loginPanel.open(buildUrl(Routes.couponTransfer, { id }))
      return
    }
    if (!(isPhone(target) || isEmail(target))) {
      setInputError(t('couponShare.transfer.invalid'))
      return
    }
    sending.setError('')
    setConfirming(true)
  }

  return (
    <AppPage className='cs-page'>
      <NavBar title={t('couponShare.titles.transfer')} />
      <View className={user.isLoggedIn ? 'cs-hidden' : 'cs-card'}>
        <Button className='cs-btn' onClick={() => root.loginPanel.open(buildUrl(Routes.couponTransfer, { id }))}>
          {t('couponShare.claim.login')}
        </Button>
      </View>
      <StateView remote={coupon} emptyText={t('couponShare.claim.gone')}>
        {c && (
          <>
            <CouponTicket coupon={c} />
            {!usable ? (
              <Text className='cs-card cs-text'>{t('couponShare.transfer.notUsable')}</Text>
            ) : (
              <View className='cs-card'>
                <View className={confirming ? 'cs-hidden' : ''}>
                  <Text className='cs-label'>{t('couponShare.transfer.label')}</Text>
                  <Input
                    className='cs-input transfer-to'
                    value={to}
                    maxlength={254}
                    placeholder={t('couponShare.transfer.placeholder')}
                    aria-label={t('couponShare.transfer.label')}
                    onInput={(e) => {
                      setTo(e.detail.value)
                      setInputError('')
                    }}
                    onConfirm={next}
                  />
                  <Text className={`cs-error${inputError ? '' : ' cs-hidden'}`} role='alert'>
                    {inputError}
                  </Text>
                  <Button className='cs-btn transfer-next' disabled={!target || undefined} onClick={next}>
                    {t('couponShare.transfer.next')}
                  </Button>
                </View>
                <View className={confirming ? 'transfer-confirm' : 'cs-hidden'} role='group'>
                  <Text className='cs-label' role='heading' aria-level={2}>
                    {t('couponShare.transfer.confirmTitle')}
                  </Text>
                  <Text className='cs-text'>
                    {t('couponShare.transfer.confirmText', { title: c.title, to: target })}
                  </Text>
                  <Button
                    className='cs-btn transfer-send'
                    disabled={busy || undefined}
                    aria-busy={busy}
                    onClick={() => void (c && sending.run(c))}
                  >
                    {busy ? t('couponShare.transfer.sending') : t('couponShare.transfer.confirm')}
                  </Button>
                  <Button className='cs-btn cs-btn--ghost' onClick={() => setConfirming(false)}>
                    {t('couponShare.transfer.cancel')}
                  </Button>
                </View>
                <Text className={`cs-error transfer-error${error ? '' : ' cs-hidden'}`} role='alert'>
                  {error}
                </Text>
              </View>
            )}
          </>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(TransferCoupon)
