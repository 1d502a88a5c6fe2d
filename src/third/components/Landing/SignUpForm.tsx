import { View, Text, Input, Button } from '@tarojs/components'
import { useRef, useState } from 'react'
import type { CampaignFieldKey, CampaignLang, ChannelParams, FormBlock } from '../../../protocol/third'
import type { ThirdApi } from '../../../services/api/third'
import { errorText } from '../../../services/http'
import { randomId } from '../../../services/attribution'
import { tIn, type TKey } from '../../../i18n'
import { isEmail, isPhone } from '../../../utils/validators'
import '../../../i18n/zh-Hant/third'

interface Props {
  block: FormBlock
  campaign: string
  lang: CampaignLang
  api: Pick<ThirdApi, 'submitForm'>
  channel: () => ChannelParams
}

/**
 * A campaign's sign-up form (spec §5): the phone is 6–12 digits with a nation code and is refused with the
 * order page's message; fields marked required must be filled. Nothing is sent until the input is valid. One
 * request id per filled-in form, so a double tap or a retry after a lost answer stores one sign-up.
 */
export default function SignUpForm({ block, campaign, lang, api, channel }: Props) {
  const tt = (key: TKey, o?: Record<string, unknown>) => tIn(lang, key, o)
  const [values, setValues] = useState<Partial<Record<CampaignFieldKey, string>>>({})
  const [nationcode, setNationcode] = useState('886')
  const [error, setError] = useState('')
  const [sending, setSending] = useState(false)
  const [done, setDone] = useState(false)
  const requestId = useRef(randomId())

  const check = (): string => {
    for (const f of block.fields)
      if (f.required && !(values[f.key] ?? '').trim()) return tt('third.fieldRequired', { field: f.label })
    if (!/^\d{1,4}$/.test(nationcode)) return tt('third.nationcodeInvalid')
    if (!isPhone(values.phone ?? '')) return tt('validation.phone')
    if (values.email?.trim() && !isEmail(values.email)) return tt('third.emailInvalid')
    return ''
  }

  const submit = async () => {
    if (sending) return
    const problem = check()
    setError(problem)
    if (problem) return
    setSending(true)
    try {
      const body: Record<string, string> = {}
      for (const f of block.fields) if ((values[f.key] ?? '').trim()) body[f.key] = values[f.key]!.trim()
      await api.submitForm(block.endpoint, {
        ...channel(),
        ...body,
        campaign,
        request_id: requestId.current,
        nationcode,
        phone: (values.phone ?? '').trim()
      })
      setDone(true)
    } catch (e) {
      setError(errorText(e, (k) => tt(k)))
    } finally {
      setSending(false)
    }
  }

  return (
    <View className='ld-card ld-form' id='ld-form'>
      <Text className='ld-h' role='heading' aria-level={2}>
        {block.title}
      </Text>
      <View className={done ? 'ld-form__done' : 'ld-hidden'} role='status'>
        <Text>{done ? block.done : ''}</Text>
      </View>
      <View className={done ? 'ld-hidden' : ''}>
        {block.fields.map((f) => (
          <View className='ld-field' key={f.key}>
            <Text className='ld-field__label'>
              {f.label}
              {f.required && (
                <Text className='ld-field__req' aria-hidden>
                  *
                </Text>
              )}
            </Text>
            <View className='ld-field__row'>
              {f.key === 'phone' && (
                <View className='ld-field__code'>
                  <Text aria-hidden>+</Text>
                  <Input
                    className='ld-input ld-input--code'
                    type='number'
                    maxlength={4}
                    value={nationcode}
                    placeholder={tt('third.nationcodeLabel')}
                    aria-label={tt('third.nationcodeLabel')}
                    onInput={(e) => setNationcode(e.detail.value)}
                  />
                </View>
              )}
              <Input
                className={`ld-input ld-input--${f.key}`}
                type={f.key === 'phone' ? 'number' : 'text'}
                maxlength={f.key === 'phone' ? 12 : f.key === 'note' ? 500 : 64}
                value={values[f.key] ?? ''}
                placeholder={f.label}
                aria-label={f.required ? `${f.label} (${tt('third.required')})` : f.label}
                onInput={(e) => {
                  const v = e.detail.value
                  setValues((s) => ({ ...s, [f.key]: v }))
                  setError('')
                }}
              />
            </View>
          </View>
        ))}
        <Text className={error ? 'ld-form__error' : 'ld-hidden'} role='alert'>
          {error}
        </Text>
        <Button className='ld-btn ld-form__submit' disabled={sending} onClick={submit}>
          {sending ? tt('third.sending') : block.submit}
        </Button>
      </View>
    </View>
  )
}
