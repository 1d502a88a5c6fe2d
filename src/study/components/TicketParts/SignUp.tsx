import { View, Text, Button, Input } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { EventSection } from '../../../components/EventHeader'
import { useStores } from '../../../stores'
import { t } from '../../../i18n'
import { isApiError, errorText } from '../../../services/http'
import { navigate } from '../../../navigation/navigate'
import { Routes, buildUrl } from '../../../navigation/routes'
import { formatPrice } from '../../../utils/price'
import { isPhone } from '../../../utils/validators'
import type { TicketDTO } from '../../../protocol/course'
import '../../../i18n/zh-Hant/course'
import '../../../i18n/zh-Hant/events'
import '../../../services/api/events'
import '../../../services/api/commerce'
import '../../../i18n/zh-Hant/commerce'
import { platformPayment } from '../../../services/payment'

/**
 * Signing up for an activity, at the foot of its page. Signed up: the way to the ticket. Free: one tap takes a seat
 * (POST /v2/act_zero_pays) and opens the ticket. Paid: a contact phone (required, as on every course order), then
 * the order and its payment (/v2/actorders, /v2/actpays) and the pay result page, which waits for the payment
 * and leads to the ticket. The seat is checked again by the server at every step.
 */
function TicketSignUp({ d, onChanged }: { d: TicketDTO; onChanged(): void }) {
  const { deps } = useStores()
  const api = deps.api.events
  const [phone, setPhone] = useState('')
  const [name, setName] = useState('')
  const [phoneError, setPhoneError] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const paid = d.price > 0
  const soldOut = d.seats > 0 && d.seats_left === 0
  const open = !d.signed_up && !soldOut

  const fail = (e: unknown) => {
    // 1100: the login panel is open; nothing to say here
    if (!(isApiError(e) && e.kind === 'unauthorized')) setError(errorText(e, t))
  }

  const signUp = async () => {
    if (busy) return
    setError('')
    if (paid && !isPhone(phone)) {
      setPhoneError(t('validation.phone'))
      return
    }
    setBusy(true)
    try {
      if (!paid) {
        const ticket = await api.zeroPay(d.id)
        onChanged()
        navigate(buildUrl(Routes.studyTicket, { id: ticket.id }))
        return
      }
      const order = await api.actOrder({
        sku: d.sku,
        phone: phone.trim(),
        ...(name.trim() ? { name: name.trim() } : {})
      })
      // The method that works where the app runs (services/payment); WeChat's sheet or LINE Pay's page if pending.
      const method = platformPayment.usableMethods((await deps.api.commerce.payMethods()).methods)[0]
      if (!method) {
        setError(t('commerce.payMethodUnavailable'))
        return
      }
      try {
        const channel = method === 'wechatpay' ? platformPayment.channel : undefined
        const result = await api.actPay(order.order_no, method, channel)
        if (result.order.status === 'pending' && result.pay_action) {
          const step = await platformPayment.complete(result.pay_action)
          if (step !== 'done') {
            setError(t(step === 'cancelled' ? 'commerce.payCancelled' : 'commerce.payFailed'))
            return
          }
        }
      } catch (e) {
        fail(e)
        return
      }
      onChanged()
      navigate(buildUrl(Routes.payResult, { order_no: order.order_no }))
    } catch (e) {
      fail(e)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='ticket-signup'>
      <View className={paid && open ? '' : 'ticket-signup--off'}>
        <EventSection title={t('events.signUp.contact')}>
          <View className='ticket-field'>
            <Text className='ticket-field__label'>
              {t('events.signUp.phone')}
              <Text className='ticket-field__req' aria-hidden>
                *
              </Text>
            </Text>
            <Input
              className='ticket-field__input ticket-phone'
              type='number'
              maxlength={12}
              value={phone}
              placeholder={t('events.signUp.phonePlaceholder')}
              aria-label={`${t('events.signUp.phone')} (${t('events.signUp.required')})`}
              onInput={(e) => {
                setPhone(e.detail.value)
                setPhoneError('')
              }}
              onBlur={() => setPhoneError(phone && !isPhone(phone) ? t('validation.phone') : '')}
            />
            <Text className={`ticket-field__error${phoneError ? '' : ' ticket-signup--off'}`} role='alert'>
              {phoneError}
            </Text>
          </View>
          <View className='ticket-field'>
            <Text className='ticket-field__label'>{t('events.signUp.name')}</Text>
            <Input
              className='ticket-field__input'
              maxlength={32}
              value={name}
              placeholder={t('events.signUp.namePlaceholder')}
              aria-label={t('events.signUp.name')}
              onInput={(e) => setName(e.detail.value)}
            />
          </View>
        </EventSection>
      </View>
      <View className='event-bar' data-signed-up={d.signed_up ? '1' : '0'}>
        <Text className={`ticket-signup__error${error ? '' : ' ticket-signup--off'}`} role='alert'>
          {error}
        </Text>
        {d.ticket_id ? (
          <Button
            className='event-bar__action ticket-signup__view'
            onClick={() => navigate(buildUrl(Routes.studyTicket, { id: d.ticket_id! }))}
          >
            {t('events.signUp.view')}
          </Button>
        ) : d.signed_up ? (
          <Text className='course-event__state' role='status'>
            {t('course.camp.signedUp')}
          </Text>
        ) : soldOut ? (
          <Text className='course-event__state'>{t('course.camp.soldOut')}</Text>
        ) : (
          <Button className='event-bar__action ticket-signup__go' aria-busy={busy} onClick={signUp}>
            {busy
              ? t('events.signUp.working')
              : paid
                ? t('events.signUp.paid', { price: formatPrice(d.price) })
                : t('events.signUp.free')}
          </Button>
        )}
      </View>
    </View>
  )
}

export default observer(TicketSignUp)
