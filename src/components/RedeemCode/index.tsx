import { View, Text, Input, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import AppPage from '../AppPage'
import NavBar from '../NavBar'
import { useStores } from '../../stores'
import { useAction } from '../../utils/useAction'
import type { RedeemDTO } from '../../services/api/commerce'
import { t } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import { resolveCourseCard } from '../../navigation/jumps'
import { normalizeCode } from '../../utils/money'
import { formatDate } from '../../utils/dates'
import './index.scss'
import '../../i18n/zh-Hant/commerce'
import '../../services/api/commerce'

type Course = Extract<RedeemDTO, { kind: 'course' }>['course']

/** A plain course plays at once; a camp, ticket or other kind opens its own page, as its card would. */
function courseUrl(c: Course): string {
  if (c.type === 0 && [1, 9, 10, 12].includes(c.sub_type)) return buildUrl(Routes.coursePlay, { sku: c.sku })
  const j = resolveCourseCard(c)
  return j.kind === 'page' ? j.url : buildUrl(Routes.courseDetail, { sku: c.sku })
}

/** What the code granted, in one line, and where to go with it. */
function granted(r: RedeemDTO): { detail: string; until: string; go: string; to: string } {
  if (r.kind === 'course')
    return {
      detail: t('commerce.redeem.courseGranted', { title: r.course.title }),
      until: '',
      go: t('commerce.redeem.goCourse'),
      to: courseUrl(r.course)
    }
  if (r.kind === 'coupon')
    return {
      detail: t('commerce.redeem.couponGranted', { title: r.coupon.title }),
      until: t('commerce.redeem.couponUntil', { date: formatDate(r.coupon.expires_at) }),
      go: t('commerce.redeem.goCoupons'),
      to: Routes.couponList
    }
  const card = r.product.kind !== 'meditation_vip'
  return {
    detail: t('commerce.exchange.successDetail', { title: r.product.title }),
    until: card
      ? t('commerce.exchange.cardUntil', { date: formatDate(r.member.annual_card_expire_at) })
      : t('commerce.exchange.memberUntil', { date: formatDate(r.member.expire_at) }),
    go: card ? t('commerce.exchange.goEquity') : t('commerce.exchange.goListen'),
    to: card ? Routes.mineAnnualPassPurchased : Routes.meditationHome
  }
}

/**
 * The one redeem page (issue 32), behind both entries (Me → 兌換碼 and the course tab's redeem link): a user
 * holding a code does not know whether it is a membership, course or coupon code, so the server tries every kind
 * (POST /v3/redeem) and the page says what was granted and leads to it. The server's refusal (unknown, used,
 * expired, owned) is shown under the field, to read while correcting the code. Form and result are both mounted
 * and toggled (a stable tree for Taro H5). `here`: the entry's route, where the login panel returns.
 */
function RedeemCode({ here }: { here: string }) {
  const { user, loginPanel, deps } = useStores()
  const [code, setCode] = useState('')
  const [done, setDone] = useState<RedeemDTO | null>(null)
  const redeeming = useAction(async (value: string) => {
    const res = await deps.api.commerce.redeem(value)
    if (res.kind === 'product') await user.refreshMemberInfo()
    setDone(res)
    setCode('')
  })
  const { busy, error, setError } = redeeming

  const submit = async () => {
    if (busy) return
    const value = normalizeCode(code)
    if (!value) {
      setError(t('commerce.exchange.empty'))
      return
    }
    if (!user.isLoggedIn) {
      loginPanel.open(here)
      return
    }
    await redeeming.run(value)
  }

  const g = done ? granted(done) : null
  return (
    <AppPage className='cm-page xc'>
      <NavBar title={t('commerce.exchange.title')} />
      <View
        className={`cm-card exchange-done xc__done${done ? '' : ' xc__off'}`}
        role='status'
        aria-hidden={!done}
        data-kind={done?.kind ?? ''}
      >
        <Text className='cm-h'>{t('commerce.exchange.success')}</Text>
        <Text className='cm-row xc__detail'>{g?.detail ?? ''}</Text>
        {g?.until ? <Text className='cm-row xc__until'>{g.until}</Text> : null}
        <View className='xc__actions'>
          <Button className='cm-btn xc__learn' onClick={() => g && navigate(g.to)}>
            {g?.go ?? ''}
          </Button>
          <Text className='cm-link' role='button' onClick={() => setDone(null)}>
            {t('commerce.exchange.another')}
          </Text>
          {done?.kind === 'course' && (
            <Text className='cm-link' role='link' onClick={() => navigate(Routes.coursePurchased)}>
              {t('commerce.redeem.purchased')}
            </Text>
          )}
        </View>
      </View>
      <View className={`cm-card xc__form${done ? ' xc__off' : ''}`}>
        <Text className='cm-h' role='heading' aria-level={1}>
          {t('commerce.exchange.heading')}
        </Text>
        <Text className='cm-muted'>{t('commerce.redeem.hint')}</Text>
        <View className='cm-field'>
          <Text className='cm-field__label'>{t('commerce.exchange.label')}</Text>
          <Input
            className='cm-field__input exchange-code xc__code'
            value={code}
            maxlength={40}
            placeholder={t('commerce.exchange.placeholder')}
            aria-label={t('commerce.exchange.label')}
            confirmType='done'
            onInput={(e) => {
              setCode(e.detail.value)
              if (error) setError('')
            }}
            onConfirm={submit}
          />
          <Text className={`cm-field__error exchange-error xc__error${error ? '' : ' xc__off'}`} role='alert'>
            {error}
          </Text>
        </View>
        <Button
          className='cm-btn exchange-submit xc__submit'
          disabled={busy || undefined}
          aria-busy={busy}
          onClick={submit}
        >
          {busy ? t('commerce.exchange.submitting') : t('commerce.exchange.submit')}
        </Button>
      </View>
    </AppPage>
  )
}

export default observer(RedeemCode)
