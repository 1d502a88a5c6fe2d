import { View, Text } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
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
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import { checkout, resultUrl } from '../course/checkout'
import { defaultPlan, formatAmount, perMonth, savingPercent } from '../../utils/money'
import { formatDate } from '../../utils/dates'
import './vipMember.scss'
import '../../i18n/zh-Hant/commerce'
import '../../services/api/commerce'

/**
 * The member purchase page (banner jump 11, course card jump 0 / type 3, answer 30001, the personal centre's
 * membership card). Decisions, after Calm / Headspace / 潮汐:
 * - benefits first, then at most a few plans side by side with the best value per day preselected and its
 *   per-month figure and saving shown (the yearly plan leads in all three apps);
 * - one primary action in a fixed bottom bar with the amount on it, so the user always knows what a tap costs;
 * - the payment is labelled "demo" next to the button when the server's provider is the demo one (GET
 *   /v3/pay/methods: a development server), never beside a real provider;
 * - a member sees the end date and that buying again extends it (no surprise double time);
 * - no auto-renewal: a one-time purchase, stated under the plans (subscriptions need a real provider's mandate);
 * - exchange codes and coupons are secondary links, not competing buttons.
 */
function VipMember() {
  const root = useStores()
  const demoPayment = useDemoPayment()
  const { user, loginPanel, deps } = root
  const locale = getLocale()
  const plans = useRemote(
    async () => (await deps.api.commerce.products()).filter((p) => p.kind === 'meditation_vip'),
    [locale],
    (l) => l.length === 0
  )
  const [chosen, setChosen] = useState<string | null>(null)
  const [paying, setPaying] = useState(false)
  const [error, setError] = useState('')
  useDidShow(() => {
    void user.refreshMemberInfo()
  })

  useEffect(() => {
    if (plans.data && !plans.data.some((p) => p.code === chosen)) setChosen(defaultPlan(plans.data)?.code ?? null)
  }, [plans.data, chosen])

  const plan = plans.data?.find((p) => p.code === chosen) ?? null
  const here = Routes.meditationVipMember

  const pay = async () => {
    if (!plan || paying) return
    if (!user.isLoggedIn) {
      loginPanel.open(here)
      return
    }
    setPaying(true)
    setError('')
    const out = await checkout(
      { api: deps.api.commerce, applyMember: (m, no) => user.setMemberInfo(m, no) },
      { sku: plan.code }
    )
    setPaying(false)
    if (out.kind === 'paid' || out.kind === 'pending') navigate(resultUrl(out.orderNo), 'redirect')
    else if (out.kind === 'failed') setError(out.message)
  }

  const amount = plan ? formatAmount(plan.price) : ''
  return (
    <AppPage className='cm-page vip'>
      <NavBar title={t('commerce.vip.title')} />
      <View className='vip__hero'>
        <Text className='vip__heading'>{t('commerce.vip.heading')}</Text>
        <Text className='vip__sub'>{t('commerce.vip.sub')}</Text>
        <Text className='vip__status' data-testid='vip-status'>
          {user.isVip && user.memberInfo?.expire_at
            ? t('commerce.vip.statusMember', { date: formatDate(user.memberInfo.expire_at) })
            : t('commerce.vip.statusNone')}
        </Text>
      </View>

      <View className='cm-card'>
        <Text className='cm-h'>{t('commerce.vip.benefitsTitle')}</Text>
        {(['benefitTracks', 'benefitPlans', 'benefitList', 'benefitExtend'] as const).map((k) => (
          <View key={k} className='vip__benefit'>
            <Text className='vip__tick' aria-hidden>
              ✓
            </Text>
            <Text>{t(`commerce.vip.${k}`)}</Text>
          </View>
        ))}
      </View>

      <View className='cm-card'>
        <Text className='cm-h'>{t('commerce.vip.choose')}</Text>
        <StateView remote={plans} emptyText={t('commerce.vip.empty')}>
          <View className='vip__plans' role='radiogroup' aria-label={t('commerce.vip.choose')}>
            {(plans.data ?? []).map((p) => {
              const on = p.code === chosen
              const save = savingPercent(p.price, p.original_price)
              const best = plans.data!.length > 1 && p.code === defaultPlan(plans.data!)?.code
              return (
                <View
                  key={p.code}
                  className={`vip__plan${on ? ' vip__plan--on' : ''}`}
                  role='radio'
                  aria-checked={on}
                  aria-label={`${p.title} ${formatPrice(p.price)}`}
                  data-code={p.code}
                  onClick={() => setChosen(p.code)}
                >
                  {best && <Text className='vip__badge'>{t('commerce.vip.best')}</Text>}
                  <Text className='vip__plan-title'>{p.title}</Text>
                  <Text className='vip__plan-price'>{formatPrice(p.price)}</Text>
                  {p.original_price > p.price && (
                    <Text className='vip__plan-original'>{formatPrice(p.original_price)}</Text>
                  )}
                  <Text className='vip__plan-meta'>
                    {p.days > 31
                      ? t('commerce.perMonth', { amount: formatAmount(perMonth(p.price, p.days)) })
                      : t('commerce.days', { count: p.days })}
                    {save ? ` · ${t('commerce.save', { percent: save })}` : ''}
                  </Text>
                </View>
              )
            })}
          </View>
        </StateView>
      </View>
      <Text className='cm-note'>{t('commerce.vip.terms')}</Text>
      {plan && (
        <Text
          className='cm-link'
          role='link'
          onClick={() =>
            user.isLoggedIn ? navigate(buildUrl(Routes.courseOrder, { sku: plan.code })) : loginPanel.open(here)
          }
        >
          {t('commerce.vip.withCoupon')}
        </Text>
      )}
      <Text className='cm-link' role='link' onClick={() => navigate(Routes.meditationExchange)}>
        {t('commerce.vip.haveCode')}
      </Text>

      <PayBar
        className='vip__bar'
        badge={demoPayment ? t('commerce.demoPay') : undefined}
        note={demoPayment ? t('commerce.demoPayNote') : undefined}
        error={error || undefined}
        price={plan ? formatPrice(plan.price) : undefined}
        actions={[
          {
            className: 'vip__pay',
            disabled: !plan || paying,
            busy: paying,
            onClick: pay,
            label: !user.isLoggedIn
              ? t('commerce.loginToBuy')
              : paying
                ? t('commerce.paying')
                : t(user.isVip ? 'commerce.vip.renewButton' : 'commerce.vip.payButton', { amount })
          }
        ]}
      />
    </AppPage>
  )
}

export default observer(VipMember)
