import { View, Text, Image, Input, Button } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import PayBar from '../../components/PayBar'
import { useDemoPayment } from '../../components/PayBar/useDemoPayment'
import { formatPrice } from '../../utils/price'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { isPhone } from '../../utils/validators'
import type { UserCouponDTO } from '../../services/api/commerce'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import { checkout, resultUrl } from './checkout'
import { explainMoneyError } from './moneyErrors'
import { channelParams } from '../../services/attribution'
import { formatAmount } from '../../utils/money'
import './order.scss'
import { mediaUrl } from '../../services/http'
import { imageAlt } from '../../utils/imageAlt'
import '../../i18n/zh-Hant/commerce'
import '../../i18n/zh-Hant/gifts'
import '../../services/api/commerce'

/**
 * Confirm order (`?sku` = a course sku or a membership / annual card code). The server quotes: the page shows
 * its amount, discount and total and re-quotes when the coupon changes; nothing here computes a price.
 * Course orders ask for a mobile number (spec §5: required and marked, '請填寫正確的電話號碼' when invalid) and an
 * optional name. Coupons that do not fit this item stay listed, dimmed, with the reason, so the user understands
 * why a coupon they hold is not offered.
 */
function Order() {
  const root = useStores()
  const demoPayment = useDemoPayment()
  const { user, loginPanel, deps } = root
  const params = useRouter().params
  const sku = params.sku ?? ''
  // a purchase from a campaign landing page: `campaign` and the result page to end on (`result`)
  const campaign = /^[A-Za-z0-9_]{1,32}$/.test(params.campaign ?? '') ? params.campaign : undefined
  // `gift=1`: bought for someone else; paying it lands on the gift's page with its share link
  const gift = params.gift === '1'
  const locale = getLocale()
  const [couponId, setCouponId] = useState<number | null>(null)
  // the best coupon is chosen for the user until they choose themselves (issue 32 item 11)
  const [couponChosen, setCouponChosen] = useState(false)
  const [phone, setPhone] = useState('')
  const [name, setName] = useState('')
  const [phoneError, setPhoneError] = useState('')
  const [paying, setPaying] = useState(false)
  const [error, setError] = useState('')
  const here = buildUrl(Routes.courseOrder, { sku, campaign, result: params.result, gift: gift ? 1 : undefined })

  const quote = useRemote(
    () => deps.api.commerce.quote(sku, couponId, gift).catch(explainMoneyError('item')),
    [sku, couponId, gift, locale, user.isLoggedIn]
  )
  const q = quote.data
  useEffect(() => {
    if (couponChosen || couponId !== null || !q) return
    // the server names the best coupon (the same function as GET /v3/get/study/price): no price rule here
    if (q.best_user_coupon_id) setCouponId(q.best_user_coupon_id)
  }, [q, couponChosen, couponId])
  const choose = (id: number | null) => {
    setCouponChosen(true)
    setCouponId(id)
  }

  const reason = (c: UserCouponDTO) =>
    c.reason === 'scope'
      ? t('commerce.order.couponScope')
      : c.reason === 'minimum'
        ? t('commerce.order.couponMin', { amount: formatAmount(c.min_amount) })
        : ''

  const pay = async () => {
    if (!q || paying) return
    if (!user.isLoggedIn) {
      loginPanel.open(here)
      return
    }
    if (q.item.needs_phone && !isPhone(phone)) {
      setPhoneError(t('validation.phone'))
      return
    }
    setPaying(true)
    setError('')
    const out = await checkout(
      { api: deps.api.commerce, applyMember: (m, no) => user.setMemberInfo(m, no) },
      {
        sku,
        ...(gift ? { gift: 1 as const } : {}),
        ...(couponId ? { user_coupon_id: couponId } : {}),
        ...(q.item.needs_phone ? { phone: phone.trim(), ...(name.trim() ? { name: name.trim() } : {}) } : {}),
        ...(campaign ? { campaign } : {}),
        ...channelParams(deps.storage)
      }
    )
    setPaying(false)
    if (gift && out.kind === 'paid') navigate(buildUrl(Routes.minePresentDetail, { order_no: out.orderNo }), 'redirect')
    else if (out.kind === 'paid' || out.kind === 'pending')
      navigate(resultUrl(out.orderNo, { campaign, result: params.result }), 'redirect')
    else if (out.kind === 'failed') setError(out.message)
  }

  if (!user.isLoggedIn) {
    return (
      <AppPage className='cm-page'>
        <NavBar title={t('common.titles.order')} />
        <View className='cm-card'>
          <Text className='cm-h'>{t('commerce.order.title')}</Text>
          <Button className='cm-btn' onClick={() => loginPanel.open(here)}>
            {t('commerce.loginToBuy')}
          </Button>
        </View>
      </AppPage>
    )
  }

  const usable = q?.coupons.filter((c) => c.applicable === 1) ?? []
  return (
    <AppPage className='cm-page order'>
      <NavBar title={t('common.titles.order')} />
      <StateView remote={quote}>
        {q && (
          <>
            {gift && (
              <Text className='cm-note order-gift-note' data-testid='order-gift-note'>
                {t('gifts.present.giftNote')}
              </Text>
            )}
            <View className='cm-card'>
              <Text className='cm-h'>{t('commerce.order.item')}</Text>
              <View className='order__item'>
                {q.item.cover ? (
                  <Image
                    {...imageAlt('')}
                    className='order__cover'
                    src={mediaUrl(q.item.cover)}
                    mode='aspectFill'
                    aria-hidden
                  />
                ) : (
                  <View className='order__badge' aria-hidden>
                    {t(`commerce.kind.${q.item.kind}`)}
                  </View>
                )}
                <View className='order__body'>
                  <Text className='order__title'>{q.item.title}</Text>
                  <Text className='cm-muted'>
                    {q.item.days ? t('commerce.order.days', { count: q.item.days }) : q.item.desc}
                  </Text>
                  <Text>
                    <Text className='cm-price'>{formatPrice(q.item.price)}</Text>
                    {q.item.original_price > q.item.price && (
                      <Text className='cm-strike'>{formatPrice(q.item.original_price)}</Text>
                    )}
                  </Text>
                </View>
              </View>
            </View>

            {q.item.needs_phone && (
              <View className='cm-card'>
                <Text className='cm-h'>{t('commerce.order.contact')}</Text>
                <View className='cm-field'>
                  <Text className='cm-field__label'>
                    {t('commerce.order.phone')}
                    <Text className='cm-field__req' aria-label={t('commerce.order.required')}>
                      *
                    </Text>
                  </Text>
                  <Input
                    className='cm-field__input order-phone'
                    type='number'
                    maxlength={12}
                    value={phone}
                    placeholder={t('commerce.order.phonePlaceholder')}
                    aria-label={`${t('commerce.order.phone')} (${t('commerce.order.required')})`}
                    onInput={(e) => {
                      setPhone(e.detail.value)
                      setPhoneError('')
                    }}
                    onBlur={() => setPhoneError(phone && !isPhone(phone) ? t('validation.phone') : '')}
                  />
                  {phoneError && (
                    <Text className='cm-field__error order-phone-error' role='alert'>
                      {phoneError}
                    </Text>
                  )}
                </View>
                <View className='cm-field'>
                  <Text className='cm-field__label'>{t('commerce.order.name')}</Text>
                  <Input
                    className='cm-field__input'
                    maxlength={32}
                    value={name}
                    placeholder={t('commerce.order.namePlaceholder')}
                    aria-label={t('commerce.order.name')}
                    onInput={(e) => setName(e.detail.value)}
                  />
                </View>
              </View>
            )}

            <View className='cm-card'>
              <View className='cm-row'>
                <Text className='cm-h'>{t('commerce.order.coupon')}</Text>
                <Text className='cm-muted'>
                  {usable.length
                    ? t('commerce.order.couponCount', { count: usable.length })
                    : t('commerce.order.couponNone')}
                </Text>
              </View>
              <View role='radiogroup' aria-label={t('commerce.order.coupon')}>
                <View
                  className={`order__coupon${couponId === null ? ' order__coupon--on' : ''}`}
                  role='radio'
                  aria-checked={couponId === null}
                  onClick={() => choose(null)}
                >
                  <Text>{t('commerce.order.noCoupon')}</Text>
                </View>
                {q.coupons.map((c) => {
                  const on = couponId === c.id
                  const off = c.applicable !== 1
                  return (
                    <View
                      key={c.id}
                      className={`order__coupon${on ? ' order__coupon--on' : ''}${off ? ' order__coupon--off' : ''}`}
                      role='radio'
                      aria-checked={on}
                      aria-disabled={off}
                      data-coupon={c.id}
                      onClick={() => {
                        if (!off) choose(c.id)
                      }}
                    >
                      <Text>{c.title}</Text>
                      <Text className='cm-muted'>
                        {off ? reason(c) : t('commerce.order.couponOff', { amount: formatAmount(c.amount) })}
                      </Text>
                    </View>
                  )
                })}
              </View>
              <Text className='cm-link' role='link' onClick={() => navigate(Routes.couponList)}>
                {t('commerce.order.manageCoupons')}
              </Text>
            </View>

            <View className='cm-card'>
              <View className='cm-row'>
                <Text>{t('commerce.order.amount')}</Text>
                <Text>{formatPrice(q.amount)}</Text>
              </View>
              {q.discount > 0 && (
                <View className='cm-row'>
                  <Text>{t('commerce.order.discount')}</Text>
                  <Text className='order-discount'>-{formatPrice(q.discount)}</Text>
                </View>
              )}
              <View className='cm-row cm-row--total'>
                <Text>{t('commerce.order.payAmount')}</Text>
                <Text className='cm-price order-total'>{formatPrice(q.pay_amount)}</Text>
              </View>
            </View>

            <PayBar
              className='order__bar'
              badge={demoPayment ? t('commerce.demoPay') : undefined}
              note={demoPayment ? t('commerce.demoPayNote') : undefined}
              error={error || undefined}
              price={formatPrice(q.pay_amount)}
              actions={[
                {
                  className: 'order-pay',
                  disabled: paying,
                  busy: paying,
                  onClick: pay,
                  label: paying ? t('commerce.paying') : t('commerce.order.submit')
                }
              ]}
            />
          </>
        )}
      </StateView>
      {quote.state === 'error' && (
        <Text className='cm-link money-error__next' role='link' onClick={() => navigate(Routes.courseHome)}>
          {t('commerce.errors.backToCourses')}
        </Text>
      )}
    </AppPage>
  )
}

export default observer(Order)
