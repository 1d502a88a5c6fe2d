import { View, Text, Input, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import AppPage from '../../components/AppPage'
import { useNavTitle } from '../../components/AuthForm/useNavTitle'
import { useStores } from '../../stores'
import { isApiError, errorText } from '../../services/http'
import type { CourseCodeDTO } from '../../services/api/courseCards'
import { t } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import { normalizeCode } from '../../utils/money'
import './exChangeCourse.scss'
import '../../i18n/zh-Hant/cards'
import '../../services/api/courseCards'

/**
 * Redeem a course code. The server's message for an unknown, used or expired code (or a course already owned)
 * is shown under the field, so the user reads it while correcting the code. On success the course is owned
 * for good and the page leads straight to learning it. The form and the result are both always mounted and
 * toggled (a stable tree for Taro H5).
 */
function ExChangeCourse() {
  useNavTitle(t('cards.redeem.title'))
  const { user, loginPanel, deps } = useStores()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [done, setDone] = useState<CourseCodeDTO | null>(null)

  const submit = async () => {
    if (busy) return
    const value = normalizeCode(code)
    if (!value) {
      setError(t('cards.redeem.empty'))
      return
    }
    if (!user.isLoggedIn) {
      loginPanel.open(Routes.courseExchange)
      return
    }
    setBusy(true)
    setError('')
    try {
      setDone(await deps.api.courseCards.redeemCourse(value))
      setCode('')
    } catch (e) {
      if (!(isApiError(e) && e.kind === 'unauthorized')) setError(errorText(e, t))
    } finally {
      setBusy(false)
    }
  }

  return (
    <AppPage className='cm-page xc'>
      <View className={`cm-card xc__done${done ? '' : ' xc__off'}`} role='status' aria-hidden={!done}>
        <Text className='cm-h'>{t('cards.redeem.success')}</Text>
        <Text className='cm-row xc__detail'>
          {t('cards.redeem.successDetail', { title: done?.course.title ?? '' })}
        </Text>
        <View className='xc__actions'>
          <Button
            className='cm-btn xc__learn'
            onClick={() => done && navigate(buildUrl(Routes.coursePlay, { sku: done.course.sku }))}
          >
            {t('cards.redeem.learn')}
          </Button>
          <Text className='cm-link' role='button' onClick={() => setDone(null)}>
            {t('cards.redeem.another')}
          </Text>
          <Text className='cm-link' role='link' onClick={() => navigate(Routes.coursePurchased)}>
            {t('cards.redeem.purchased')}
          </Text>
        </View>
      </View>
      <View className={`cm-card xc__form${done ? ' xc__off' : ''}`}>
        <Text className='cm-h' role='heading' aria-level={1}>
          {t('cards.redeem.heading')}
        </Text>
        <Text className='cm-muted'>{t('cards.redeem.hint')}</Text>
        <View className='cm-field'>
          <Text className='cm-field__label'>{t('cards.redeem.label')}</Text>
          <Input
            className='cm-field__input xc__code'
            value={code}
            maxlength={40}
            placeholder={t('cards.redeem.placeholder')}
            aria-label={t('cards.redeem.label')}
            confirmType='done'
            onInput={(e) => {
              setCode(e.detail.value)
              if (error) setError('')
            }}
            onConfirm={submit}
          />
          <Text className={`cm-field__error xc__error${error ? '' : ' xc__off'}`} role='alert'>
            {error}
          </Text>
        </View>
        <Button className='cm-btn xc__submit' disabled={busy || undefined} aria-busy={busy} onClick={submit}>
          {busy ? t('cards.redeem.submitting') : t('cards.redeem.submit')}
        </Button>
      </View>
    </AppPage>
  )
}

export default observer(ExChangeCourse)
