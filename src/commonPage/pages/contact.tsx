import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import AppPage from '../../components/AppPage'
import { Field, FormError, SubmitButton } from '../../components/AuthForm'
import { useNavTitle } from '../../components/AuthForm/useNavTitle'
import MultilineField from '../../components/MultilineField'
import { policyUrl } from '../../components/PolicyLinks'
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_SUBJECT_MAX,
  supportMessageProblem
} from '../../protocol/shop'
import { useStores } from '../../stores'
import { useAction } from '../../utils/useAction'
import { t } from '../../i18n'
import { navigate } from '../../navigation/navigate'
import './shop.scss'
import '../../i18n/zh-Hant/shop'
import '../../services/api/shop'

const problemText = {
  email: () => t('shop.contact.errEmail'),
  subject: () => t('shop.contact.errSubject', { max: SUPPORT_SUBJECT_MAX }),
  message: () => t('shop.contact.errMessage', { min: SUPPORT_MESSAGE_MIN, max: SUPPORT_MESSAGE_MAX })
}

/**
 * A human to reach (issue 32): subject, message and the address to answer at (a signed-in user's e-mail
 * prefilled), checked with the server's rules before sending; stored for the operators (console: Support).
 */
function ContactPage() {
  const root = useStores()
  useNavTitle(t('shop.contact.title'))
  const [email, setEmail] = useState(root.user.user?.email ?? '')
  const [subject, setSubject] = useState('')
  const [message, setMessage] = useState('')
  const [sentTo, setSentTo] = useState('')
  const sending = useAction(async (body: { email: string; subject: string; message: string }) => {
    await root.deps.api.shop.sendMessage(body)
    setSentTo(body.email)
  })
  const { busy, error, setError } = sending
  // the profile may arrive after the first render: prefill once it does, unless the user has typed already
  const known = root.user.user?.email ?? ''
  useEffect(() => {
    if (known) setEmail((typed) => typed || known)
  }, [known])

  const send = async () => {
    if (busy) return
    const body = { email: email.trim(), subject: subject.trim(), message: message.trim() }
    const problem = supportMessageProblem(body)
    if (problem) {
      setError(problemText[problem]())
      return
    }
    await sending.run(body)
  }

  return (
    <AppPage className='shop-page'>
      <View className='shop'>
        <Text className='shop__title' role='heading' aria-level={1}>
          {sentTo ? t('shop.contact.sentTitle') : t('shop.contact.title')}
        </Text>
        {sentTo ? (
          <View className='shop__sent' role='status'>
            <Text className='shop__text'>{t('shop.contact.sentText', { email: sentTo })}</Text>
          </View>
        ) : (
          <View className='shop__form'>
            <Text className='shop__text'>{t('shop.contact.intro')}</Text>
            <Text className='shop__link' role='link' onClick={() => navigate(policyUrl('refund'))}>
              {t('shop.contact.refundHint')}
            </Text>
            <Field
              name='email'
              label={t('shop.contact.email')}
              value={email}
              placeholder={t('shop.contact.emailPlaceholder')}
              maxlength={254}
              onInput={setEmail}
            />
            <Field
              name='subject'
              label={t('shop.contact.subject')}
              value={subject}
              placeholder={t('shop.contact.subjectPlaceholder')}
              maxlength={SUPPORT_SUBJECT_MAX}
              onInput={setSubject}
            />
            <Text className='shop__label' aria-hidden>
              {t('shop.contact.message')}
            </Text>
            <MultilineField
              className='shop__textarea'
              value={message}
              maxLength={SUPPORT_MESSAGE_MAX}
              placeholder={t('shop.contact.messagePlaceholder')}
              label={t('shop.contact.message')}
              onInput={setMessage}
            />
            <FormError text={error} />
            <SubmitButton
              busy={busy}
              label={t('shop.contact.send')}
              busyLabel={t('shop.contact.sending')}
              onClick={() => void send()}
            />
          </View>
        )}
      </View>
    </AppPage>
  )
}

export default observer(ContactPage)
