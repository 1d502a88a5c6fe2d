import { View, Text, Input, Textarea, Button } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState, type ReactNode } from 'react'
import AppPage from '../../../../components/AppPage'
import NavBar from '../../../../components/NavBar'
import StateView from '../../../../components/StateView'
import { useStores } from '../../../../stores'
import { useRemote } from '../../../../utils/useRemote'
import { isPhone } from '../../../../utils/validators'
import { useAction } from '../../../../utils/useAction'
import { t, getLocale } from '../../../../i18n'
import { Routes, buildUrl } from '../../../../navigation/routes'
import { navigate } from '../../../../navigation/navigate'
import { goldFigure, goldShort, newExchangeKey } from '../../../lib/gold'
import './index.scss'
import '../../../../i18n/zh-Hant/gold'
import '../../../../services/api/invite'

type FieldErrors = { name?: string; phone?: string; address?: string }

/**
 * mine/pages/invitation/confirmOrder/index?gift_id: what the gift needs (recipient name, phone of 6 to 12 digits
 * per spec §5, an address for physical items), the gold it costs and the balance after, then one confirm. The
 * exchange key is made once per visit: a double tap or a retry exchanges once (the server answers the first).
 */
function ConfirmExchange() {
  const root = useStores()
  const { deps, user } = root
  const giftId = Number(useRouter().params.gift_id ?? 0)
  const locale = getLocale()
  const loggedIn = user.isLoggedIn
  const here = buildUrl(Routes.mineGoldConfirm, { gift_id: giftId })
  const [key] = useState(() => newExchangeKey())
  const [name, setName] = useState(user.user?.nickname ?? '')
  const [phone, setPhone] = useState('')
  const [address, setAddress] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})

  const data = useRemote(async () => {
    const [gifts, gold] = await Promise.all([
      deps.api.invite.gifts(),
      loggedIn ? deps.api.invite.gold() : Promise.resolve(null)
    ])
    return { gift: gifts.find((g) => g.id === giftId) ?? null, balance: gold?.balance ?? 0 }
  }, [giftId, loggedIn, locale])
  const gift = data.data?.gift ?? null
  const balance = data.data?.balance ?? 0
  const physical = gift?.kind === 'physical'
  const short = gift ? goldShort(balance, gift.price_gold) : 0

  const validate = (): FieldErrors => {
    const e: FieldErrors = {}
    if (!name.trim()) e.name = t('gold.confirm.nameError')
    if (!isPhone(phone)) e.phone = t('gold.confirm.phoneError')
    if (physical && !address.trim()) e.address = t('gold.confirm.addressError')
    return e
  }

  const exchanging = useAction(async () => {
    const x = await deps.api.invite.exchange({
      gift_id: gift!.id,
      recipient_name: name.trim(),
      phone: phone.trim(),
      address: physical ? address.trim() : undefined,
      idempotency_key: key
    })
    navigate(buildUrl(Routes.mineGoldSuccess, { id: x.id }), 'redirect')
  })
  const { busy, error } = exchanging

  const submit = async () => {
    if (!gift || busy) return
    if (!loggedIn) {
      root.loginPanel.open(here)
      return
    }
    const e = validate()
    setErrors(e)
    if (Object.keys(e).length) return
    await exchanging.run()
  }

  const field = (id: keyof FieldErrors, label: string, input: ReactNode, required = true): ReactNode => (
    <View className='cm-field'>
      <Text className='cm-field__label'>
        {label}
        {required && (
          <Text className='cm-field__req' aria-hidden>
            *
          </Text>
        )}
      </Text>
      {input}
      {errors[id] && (
        <Text className={`cm-field__error gold-error--${id}`} role='alert'>
          {errors[id]}
        </Text>
      )}
    </View>
  )
  const labelOf = (label: string) => `${label} (${t('gold.confirm.required')})`

  return (
    <AppPage className='gold-page'>
      <NavBar title={t('gold.titles.confirm')} />
      <StateView remote={data}>
        {!gift ? (
          <Text className='gold-empty'>{t('gold.confirm.notFound')}</Text>
        ) : (
          <>
            <View className='cm-card'>
              <Text className='cm-h'>{t('gold.confirm.gift')}</Text>
              <Text className='gold-gift__title' data-testid='confirm-gift'>
                {gift.title}
              </Text>
              <Text className='gold-gift__desc'>{gift.desc}</Text>
              <View className='cm-row'>
                <Text>{t('gold.confirm.price')}</Text>
                <Text className='gold-gift__price'>{t('gold.amount', { n: goldFigure(gift.price_gold) })}</Text>
              </View>
              {loggedIn && (
                <View className='cm-row cm-row--total'>
                  <Text>{t('gold.confirm.after')}</Text>
                  <Text>{short ? '—' : t('gold.amount', { n: goldFigure(balance - gift.price_gold) })}</Text>
                </View>
              )}
            </View>
            <View className='cm-card'>
              {field(
                'name',
                t('gold.confirm.name'),
                <Input
                  className='cm-field__input gold-input--name'
                  value={name}
                  maxlength={40}
                  placeholder={t('gold.confirm.namePlaceholder')}
                  aria-label={labelOf(t('gold.confirm.name'))}
                  onInput={(ev) => {
                    setName(ev.detail.value)
                    setErrors((x) => ({ ...x, name: undefined }))
                  }}
                />
              )}
              {field(
                'phone',
                t('gold.confirm.phone'),
                <Input
                  className='cm-field__input gold-input--phone'
                  type='number'
                  maxlength={12}
                  value={phone}
                  placeholder={t('gold.confirm.phonePlaceholder')}
                  aria-label={labelOf(t('gold.confirm.phone'))}
                  onInput={(ev) => {
                    setPhone(ev.detail.value)
                    setErrors((x) => ({ ...x, phone: undefined }))
                  }}
                  onBlur={() =>
                    setErrors((x) => ({
                      ...x,
                      phone: phone && !isPhone(phone) ? t('gold.confirm.phoneError') : undefined
                    }))
                  }
                />
              )}
              <View className={physical ? '' : 'gold-hidden'}>
                {field(
                  'address',
                  t('gold.confirm.address'),
                  <Textarea
                    className='cm-field__input gold-input--address'
                    value={address}
                    maxlength={200}
                    placeholder={t('gold.confirm.addressPlaceholder')}
                    aria-label={labelOf(t('gold.confirm.address'))}
                    onInput={(ev) => {
                      setAddress(ev.detail.value)
                      setErrors((x) => ({ ...x, address: undefined }))
                    }}
                  />
                )}
              </View>
            </View>
            <Text className='cm-note'>{t('gold.confirm.note')}</Text>
            <View className='gold-submit-box'>
              {(error || (loggedIn && short > 0)) && (
                <Text className='gold-submit-box__error' role='alert'>
                  {error || t('gold.confirm.notEnough', { n: goldFigure(short) })}
                </Text>
              )}
              <Button
                className='cm-btn gold-submit'
                disabled={busy || (loggedIn && short > 0) || undefined}
                aria-busy={busy}
                onClick={() => void submit()}
              >
                {busy ? t('gold.confirm.submitting') : t('gold.confirm.submit')}
              </Button>
            </View>
          </>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(ConfirmExchange)
