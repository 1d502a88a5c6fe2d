import { useState } from 'react'
import { Button, Text, Textarea, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import { useNavTitle } from '../../components/AuthForm/useNavTitle'
import StateView from '../../components/StateView'
import ScaleField from './ScaleField'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { formatDate } from '../../utils/dates'
import { errorText } from '../../services/http'
import { t, getLocale } from '../../i18n'
import {
  displayLength,
  researchProblems,
  type ResearchAnswers,
  type ResearchProblem,
  type ResearchQuestionDTO
} from '../../protocol'
import './forms.scss'
import '../../i18n/zh-Hant/meditation'
import '../../i18n/zh-Hant/report'
import '../../services/api/report'

function problemText(p: ResearchProblem, q: ResearchQuestionDTO): string {
  return t(`report.research.problem.${p}`, { min: q.min, max: q.max })
}

/**
 * A server-defined form (spec §7 userResearchInfo / userResearchData), answered once per user. `defaultBar`:
 * the page uses the platform's navigation bar (spec §2: survey) instead of its own.
 */
function ResearchForm({ code, title, defaultBar }: { code: string; title: string; defaultBar?: boolean }) {
  const root = useStores()
  const { deps, user } = root
  const form = useRemote(
    () => deps.api.report.researchForm(code),
    [code, getLocale(), user.isLoggedIn],
    (d) => d === null
  )
  const [answers, setAnswers] = useState<ResearchAnswers>({})
  const [problems, setProblems] = useState<Record<string, ResearchProblem>>({})
  const [message, setMessage] = useState('')
  const [sending, setSending] = useState(false)
  const f = form.data
  useNavTitle(defaultBar ? f?.title || title : '')

  const set = (key: string, value: string | string[] | number) => {
    setAnswers((a) => ({ ...a, [key]: value }))
    setProblems((p) => {
      const { [key]: _gone, ...rest } = p
      return rest
    })
  }
  const submit = async () => {
    if (!f || sending) return
    const found = researchProblems(f.questions, answers)
    setProblems(found)
    if (Object.keys(found).length) {
      setMessage(t('report.research.fixErrors'))
      return
    }
    setSending(true)
    setMessage('')
    try {
      // the form's own code: the one shown is the one answered, even if an editor publishes another meanwhile
      await deps.api.report.submitResearch({ code: f.code, answers })
      void Taro.showToast({ title: t('report.research.submitted'), icon: 'none' })
      await form.reload()
    } catch (e) {
      setMessage(errorText(e, t))
    } finally {
      setSending(false)
    }
  }

  const field = (q: ResearchQuestionDTO) => {
    const a = answers[q.key]
    const invalid = !!problems[q.key]
    if (q.kind === 'scale')
      return (
        <ScaleField
          label={q.title}
          min={q.min}
          max={q.max}
          value={typeof a === 'number' ? a : undefined}
          onChange={(n) => set(q.key, n)}
          valueLabel={(n) => t('report.research.scaleValue', { n })}
          invalid={invalid}
        />
      )
    if (q.kind === 'text') {
      const text = typeof a === 'string' ? a : ''
      const n = displayLength(text.trim())
      return (
        <View>
          <Textarea
            className='cp-field__textarea'
            value={text}
            maxlength={q.max * 2}
            aria-label={q.title}
            nativeProps={{ 'aria-label': q.title }}
            onInput={(e) => set(q.key, e.detail.value)}
          />
          <Text className={`cp-field__count${n > q.max ? ' cp-field__count--over' : ''}`}>
            {t('report.research.count', { n, max: q.max })}
          </Text>
        </View>
      )
    }
    const chosen = q.kind === 'multiple' ? (Array.isArray(a) ? a : []) : typeof a === 'string' ? [a] : []
    return (
      <View className='cp-field__options' role={q.kind === 'multiple' ? 'group' : 'radiogroup'} aria-label={q.title}>
        {q.options.map((o) => {
          const on = chosen.includes(o.value)
          return (
            <Button
              key={o.value}
              role={q.kind === 'multiple' ? 'checkbox' : 'radio'}
              aria-checked={on}
              className={`cp-field__option${on ? ' cp-field__option--on' : ''}`}
              onClick={() =>
                q.kind === 'multiple'
                  ? set(q.key, on ? chosen.filter((v) => v !== o.value) : [...chosen, o.value])
                  : set(q.key, o.value)
              }
            >
              {o.label}
            </Button>
          )
        })}
      </View>
    )
  }

  return (
    <AppPage className='research'>
      {!defaultBar && <NavBar title={f?.title || title} />}
      {!user.isLoggedIn ? (
        <View className='list-prompt'>
          <Text className='list-prompt__text'>{t('report.loginFirst')}</Text>
          <Button className='list-prompt__btn' onClick={() => root.loginPanel.open()}>
            {t('meditation.loginAction')}
          </Button>
        </View>
      ) : (
        <StateView remote={form} emptyText={t('report.research.none')}>
          {f && (
            <View>
              <Text className='cp-note'>{f.intro}</Text>
              {f.submitted_at ? (
                <View className='cp-field research__done' role='status'>
                  <Text className='cp-field__label'>{t('report.research.submitted')}</Text>
                  <Text className='cp-note'>
                    {t('report.research.submittedAt', { date: formatDate(f.submitted_at, '/') })}
                  </Text>
                </View>
              ) : (
                <View>
                  {f.questions.map((q) => (
                    <View key={q.key} className={`cp-field research__q research__q--${q.key}`}>
                      <Text className='cp-field__label'>
                        {q.title}
                        {q.required && <Text className='cp-field__required'>{t('report.research.required')}</Text>}
                      </Text>
                      {field(q)}
                      {problems[q.key] && <Text className='cp-field__error'>{problemText(problems[q.key], q)}</Text>}
                    </View>
                  ))}
                  <Button className='cp-submit research__submit' disabled={sending} onClick={() => void submit()}>
                    {t('report.research.submit')}
                  </Button>
                </View>
              )}
              <Text className='cp-note research__message' role='alert'>
                {message}
              </Text>
            </View>
          )}
        </StateView>
      )}
    </AppPage>
  )
}

export default observer(ResearchForm)
