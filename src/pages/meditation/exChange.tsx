import { View, Text, Input, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import { useStores } from '../../stores'
import { isApiError, errorText } from '../../services/http'
import type { CardExchangeDTO } from '../../services/api/commerce'
import { t } from '../../i18n'
import { Routes } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import { normalizeCode } from '../../utils/money'
import { formatDate } from '../../utils/dates'
import './exChange.scss'
import '../../i18n/zh-Hant/commerce'
import '../../services/api/commerce'

/**
 * Redeem an exchange code. One field, one button; the server's message for an unknown, used or expired code is
 * shown under the field (not only as a toast) so the user can read it while correcting the code. On success the
 * member info is refreshed at once, and the page says what was unlocked and until when.
 */
function ExChange() {
  const root = useStores()
  const { user, loginPanel, deps } = root
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [done, setDone] = useState<CardExchangeDTO | null>(null)

  const submit = async () => {
    const value = normalizeCode(code)
    if (!value) {
      setError(t('commerce.exchange.empty'))
      return
    }
    if (!user.isLoggedIn) {
      loginPanel.open(Routes.meditationExchange)
      return
    }
    setBusy(true)
    setError('')
    try {
      const res = await deps.api.commerce.exchange(value)
      await user.refreshMemberInfo()
      setDone(res)
      setCode('')
    } catch (e) {
      if (!(isApiError(e) && e.kind === 'unauthorized')) setError(errorText(e, t))
    } finally {
      setBusy(false)
    }
  }

  const isCard = done && done.product.kind !== 'meditation_vip'
  return (
    <AppPage className='cm-page'>
      <NavBar title={t('commerce.exchange.title')} />
      {done ? (
        <View className='cm-card exchange-done' role='status'>
          <Text className='cm-h'>{t('commerce.exchange.success')}</Text>
          <Text className='cm-row'>{t('commerce.exchange.successDetail', { title: done.product.title })}</Text>
          <Text className='cm-row'>
            {isCard
              ? t('commerce.exchange.cardUntil', { date: formatDate(done.member.annual_card_expire_at) })
              : t('commerce.exchange.memberUntil', { date: formatDate(done.member.expire_at) })}
          </Text>
          <Button
            className='cm-btn'
            onClick={() => navigate(isCard ? Routes.mineAnnualPassPurchased : Routes.meditationHome)}
          >
            {isCard ? t('commerce.exchange.goEquity') : t('commerce.exchange.goListen')}
          </Button>
          <Text className='cm-link' role='button' onClick={() => setDone(null)}>
            {t('commerce.exchange.another')}
          </Text>
        </View>
      ) : (
        <View className='cm-card'>
          <Text className='cm-h'>{t('commerce.exchange.heading')}</Text>
          <Text className='cm-muted'>{t('commerce.exchange.hint')}</Text>
          <View className='cm-field'>
            <Text className='cm-field__label'>{t('commerce.exchange.label')}</Text>
            <Input
              className='cm-field__input exchange-code'
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
            {error && (
              <Text className='cm-field__error exchange-error' role='alert'>
                {error}
              </Text>
            )}
          </View>
          <Button className='cm-btn exchange-submit' disabled={busy || undefined} aria-busy={busy} onClick={submit}>
            {busy ? t('commerce.exchange.submitting') : t('commerce.exchange.submit')}
          </Button>
        </View>
      )}
    </AppPage>
  )
}

export default observer(ExChange)
