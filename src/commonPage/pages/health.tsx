import { useEffect, useState } from 'react'
import { View, Text, Button, Textarea } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import Chart, { type ChartDatum } from '../components/Chart'
import ScaleField from '../components/ScaleField'
import { dayLabel } from '../components/days'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import { formatDate } from '../../utils/dates'
import { useAction } from '../../utils/useAction'
import { t, getLocale, type TKey } from '../../i18n'
import { Routes } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import { CHECK_IN_NOTE_MAX, displayLength, type CheckInDTO } from '../../protocol'
import './health.scss'
import '../../i18n/zh-Hant/meditation'
import '../../i18n/zh-Hant/report'
import '../../services/api/report'

type ScaleKey = 'mood' | 'sleep' | 'stress'
const SCALES: ScaleKey[] = ['mood', 'sleep', 'stress']

/** The daily check-in (spec §2 commonPage health): mood, sleep and stress on 1–5, a note, and its history. */
function Health() {
  const root = useStores()
  const { deps, user } = root
  const history = useRemote(
    () => deps.api.report.checkIns(30),
    [getLocale(), user.isLoggedIn],
    () => false
  )
  usePullToRefresh(history)
  const today = formatDate(Date.now())
  const mine = history.data?.find((c) => c.day === today)
  const [values, setValues] = useState<Partial<Record<ScaleKey, number>>>({})
  const [note, setNote] = useState('')
  const [message, setMessage] = useState('')
  useEffect(() => {
    if (mine) {
      setValues({ mood: mine.mood, sleep: mine.sleep, stress: mine.stress })
      setNote(mine.note)
    }
  }, [mine])
  const noteLength = displayLength(note.trim())
  const complete = SCALES.every((k) => values[k] !== undefined)
  const saving = useAction(async () => {
    setMessage('')
    await deps.api.report.checkIn({ mood: values.mood!, sleep: values.sleep!, stress: values.stress!, note })
    setMessage(t('report.health.saved'))
    void Taro.showToast({ title: t('report.health.saved'), icon: 'none' })
    await history.reload()
  })
  const canSave = complete && noteLength <= CHECK_IN_NOTE_MAX && !saving.busy
  const save = () => {
    if (canSave) void saving.run()
  }

  const series = (c: CheckInDTO): ChartDatum[] =>
    SCALES.map((k) => ({ key: c.day, label: dayLabel(c.day, true), value: c[k], series: t(`report.health.${k}`) }))
  const trend = (history.data ?? []).flatMap(series)

  return (
    <AppPage className='health'>
      <NavBar title={t('report.health.title')} />
      {!user.isLoggedIn ? (
        <View className='list-prompt'>
          <Text className='list-prompt__text'>{t('report.loginFirst')}</Text>
          <Button className='list-prompt__btn' onClick={() => root.loginPanel.open()}>
            {t('meditation.loginAction')}
          </Button>
        </View>
      ) : (
        <StateView remote={history}>
          <Text className='cp-note'>{mine ? t('report.health.todayDone') : t('report.health.intro')}</Text>
          {SCALES.map((k) => (
            <View key={k} className='cp-field'>
              <Text className='cp-field__label'>{t(`report.health.${k}`)}</Text>
              <ScaleField
                label={t(`report.health.${k}`)}
                min={1}
                max={5}
                value={values[k]}
                onChange={(n) => setValues((v) => ({ ...v, [k]: n }))}
                low={t(`report.health.${k}Low` as TKey)}
                high={t(`report.health.${k}High` as TKey)}
                valueLabel={(n) => t('report.health.scale', { label: t(`report.health.${k}`), n })}
              />
            </View>
          ))}
          <View className='cp-field'>
            <Text className='cp-field__label'>{t('report.health.note')}</Text>
            <Textarea
              className='cp-field__textarea'
              value={note}
              maxlength={CHECK_IN_NOTE_MAX * 2}
              placeholder={t('report.health.notePlaceholder')}
              aria-label={t('report.health.note')}
              nativeProps={{ 'aria-label': t('report.health.note') }}
              onInput={(e) => setNote(e.detail.value)}
            />
            <Text className={`cp-field__count${noteLength > CHECK_IN_NOTE_MAX ? ' cp-field__count--over' : ''}`}>
              {t('report.health.noteCount', { n: noteLength, max: CHECK_IN_NOTE_MAX })}
            </Text>
            {noteLength > CHECK_IN_NOTE_MAX && (
              <Text className='cp-field__error' role='alert'>
                {t('report.health.noteTooLong', { max: CHECK_IN_NOTE_MAX })}
              </Text>
            )}
          </View>
          <Button className='cp-submit health__submit' disabled={!canSave} aria-busy={saving.busy} onClick={save}>
            {mine ? t('report.health.update') : t('report.health.submit')}
          </Button>
          <Text className='cp-note health__message' role='status'>
            {saving.error || message}
          </Text>

          <View className='cp-field'>
            <Text className='cp-field__label'>{t('report.health.history')}</Text>
            {trend.length ? (
              <Chart
                id='health-trend'
                kind='line'
                title={t('report.health.historyChart')}
                data={trend}
                yMax={5}
                height={160}
                summary={t('report.trendSummary', {
                  n: history.data?.length ?? 0,
                  mood: average(history.data ?? [], 'mood'),
                  sleep: average(history.data ?? [], 'sleep'),
                  stress: average(history.data ?? [], 'stress')
                })}
                barLabel={(d) => `${d.label} ${d.series}: ${d.value}`}
              />
            ) : (
              <Text className='health__empty'>{t('report.health.historyEmpty')}</Text>
            )}
            <Button className='health__link' onClick={() => navigate(Routes.report)}>
              {t('report.health.viewReport')}
            </Button>
          </View>
        </StateView>
      )}
    </AppPage>
  )
}

function average(list: CheckInDTO[], k: ScaleKey): string {
  return list.length ? (list.reduce((n, c) => n + c[k], 0) / list.length).toFixed(1) : '0'
}

export default observer(Health)
