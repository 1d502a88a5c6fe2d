import { useState } from 'react'
import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import { ListGroup, ListRow } from '../../components/ListRow'
import Chart, { type ChartDatum } from '../components/Chart'
import { ShareCanvas, shareImage } from '../components/Chart/share'
import { dayLabel, monthLabel, rangeLabel } from '../components/days'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import type { ReportDTO, ReportPeriod } from '../../protocol/report'
import './report.scss'
import '../../i18n/zh-Hant/meditation'
import '../../i18n/zh-Hant/report'
import '../../services/api/report'

const PERIODS: ReportPeriod[] = ['week', 'month', 'year']

/** Bars of the period: days (week, month) or months (year). */
function barData(r: ReportDTO): ChartDatum[] {
  return r.buckets.map((b) => ({
    key: b.key,
    label: r.period === 'year' ? monthLabel(b.key) : dayLabel(b.key, r.period === 'week'),
    value: b.minutes
  }))
}

function summary(title: string, data: ChartDatum[]): string {
  const total = data.reduce((n, d) => n + d.value, 0)
  if (!total) return t('report.chartSummaryEmpty', { title })
  const top = data.reduce((a, b) => (b.value > a.value ? b : a))
  return t('report.chartSummary', { title, total, label: top.label, max: top.value })
}

const average = (xs: number[]) => (xs.length ? (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1) : '0')

/** The practice report (spec §2 commonPage report): a week, month or year of the server's play logs. */
function Report() {
  const root = useStores()
  const { deps, user } = root
  const [period, setPeriod] = useState<ReportPeriod>('week')
  const [date, setDate] = useState<string | undefined>(undefined)
  const [sharing, setSharing] = useState(false)
  const report = useRemote(
    () => deps.api.report.report(period, date),
    [period, date, getLocale(), user.isLoggedIn],
    () => false
  )
  usePullToRefresh(report)
  const r = report.data

  const bars = r ? barData(r) : []
  const hours: ChartDatum[] = r
    ? r.hours.map((h) => ({ key: String(h.hour), label: t('report.hour', { hour: h.hour }), value: h.minutes }))
    : []
  const trend: ChartDatum[] = r
    ? r.check_ins.flatMap((c) => [
        { key: c.day, label: dayLabel(c.day, false), value: c.mood, series: t('report.health.mood') },
        { key: c.day, label: dayLabel(c.day, false), value: c.sleep, series: t('report.health.sleep') },
        { key: c.day, label: dayLabel(c.day, false), value: c.stress, series: t('report.health.stress') }
      ])
    : []
  const barTitle = period === 'year' ? t('report.chartMonths') : t('report.chartDays')
  const sessionsOf = (key: string) => r?.buckets.find((b) => b.key === key)?.sessions ?? 0
  const hourSessions = (key: string) => r?.hours.find((h) => String(h.hour) === key)?.sessions ?? 0

  const openBar = (d: ChartDatum) => {
    const b = r?.buckets.find((x) => x.key === d.key)
    if (b) navigate(buildUrl(Routes.mxDetail, { from: b.from, to: b.to }))
  }
  const openHour = (d: ChartDatum) => {
    if (r) navigate(buildUrl(Routes.mxDetail, { from: r.from, to: r.to, hour: d.key }))
  }

  const share = async () => {
    if (!r || sharing) return
    setSharing(true)
    try {
      const how = await shareImage(
        {
          title: t('report.shareTitle'),
          subtitle: rangeLabel(r.from, r.to),
          figures: [
            { label: t('report.minutes'), value: String(r.minutes) },
            { label: t('report.sessions'), value: String(r.sessions) },
            { label: t('report.days'), value: String(r.days) },
            { label: t('report.streak'), value: String(r.streak) }
          ],
          chartTitle: barTitle,
          data: bars,
          footer: t('report.brand')
        },
        `jingxin-report-${r.from}.png`
      )
      void Taro.showToast({
        title: how === 'saved' ? t('report.shareSaved') : t('report.shareDownloaded'),
        icon: 'none'
      })
    } catch {
      void Taro.showToast({ title: t('report.shareFailed'), icon: 'none' })
    } finally {
      setSharing(false)
    }
  }

  return (
    <AppPage className='report'>
      <NavBar title={t('report.title')} />
      {!user.isLoggedIn ? (
        <View className='list-prompt'>
          <Text className='list-prompt__text'>{t('report.loginFirst')}</Text>
          <Button className='list-prompt__btn' onClick={() => root.loginPanel.open()}>
            {t('meditation.loginAction')}
          </Button>
        </View>
      ) : (
        <View>
          <View className='report__periods' role='group' aria-label={t('report.period')}>
            {PERIODS.map((p) => (
              <Button
                key={p}
                className={`report__period${p === period ? ' report__period--on' : ''}`}
                aria-pressed={p === period}
                onClick={() => {
                  setPeriod(p)
                  setDate(undefined)
                }}
              >
                {t(`report.${p}`)}
              </Button>
            ))}
          </View>
          <StateView remote={report}>
            {r && (
              <View>
                <View className='report__range'>
                  <Button className='report__step' aria-label={t('report.prev')} onClick={() => setDate(r.prev)}>
                    ‹
                  </Button>
                  <Text className='report__range-text'>{rangeLabel(r.from, r.to)}</Text>
                  <Button
                    className='report__step'
                    aria-label={t('report.next')}
                    disabled={!r.next}
                    onClick={() => r.next && setDate(r.next)}
                  >
                    ›
                  </Button>
                </View>
                {/* each tile is a group named by its label: the figure is announced, and found, with what it counts */}
                <View className='report__figures'>
                  {(
                    [
                      ['minutes', r.minutes, t('report.minutes')],
                      ['sessions', r.sessions, t('report.sessions')],
                      ['days', r.days, t('report.days')],
                      ['streak', r.streak, t('report.streak')]
                    ] as const
                  ).map(([key, value, label]) => (
                    <View key={key} className='report__figure' role='group' aria-label={label}>
                      <Text className={`report__value report__value--${key}`}>{value}</Text>
                      <Text className='report__label'>{label}</Text>
                    </View>
                  ))}
                </View>
                <Text className='report__hint'>{t('report.streakHint')}</Text>
                {r.sessions === 0 && <Text className='report__empty'>{t('report.empty')}</Text>}

                <View className='report__card'>
                  <Text className='report__title'>{barTitle}</Text>
                  <Text className='report__hint'>{t('report.tapHint')}</Text>
                  <Chart
                    id='report-days'
                    title={barTitle}
                    data={bars}
                    summary={summary(barTitle, bars)}
                    barLabel={(d) => t('report.bar', { label: d.label, minutes: d.value, sessions: sessionsOf(d.key) })}
                    onSelect={openBar}
                  />
                </View>

                <View className='report__card'>
                  <Text className='report__title'>{t('report.chartHours')}</Text>
                  <Chart
                    id='report-hours'
                    title={t('report.chartHours')}
                    data={hours}
                    height={150}
                    summary={summary(t('report.chartHours'), hours)}
                    barLabel={(d) =>
                      t('report.bar', { label: d.label, minutes: d.value, sessions: hourSessions(d.key) })
                    }
                    onSelect={openHour}
                  />
                </View>

                {r.top_tracks.length > 0 && (
                  <View>
                    <Text className='report__section'>{t('report.topTracks')}</Text>
                    <ListGroup className='report__top'>
                      {r.top_tracks.map((x) => (
                        <ListRow
                          key={`${x.sku}-${x.resource_id}`}
                          title={x.title || x.goods_title}
                          value={t('report.topItem', { minutes: x.minutes, sessions: x.sessions })}
                          onClick={() =>
                            navigate(buildUrl(Routes.meditationPlay, { sku: x.sku, resource_id: x.resource_id }))
                          }
                        />
                      ))}
                    </ListGroup>
                  </View>
                )}
                {r.top_courses.length > 0 && (
                  <View>
                    <Text className='report__section'>{t('report.topCourses')}</Text>
                    <ListGroup className='report__top'>
                      {r.top_courses.map((x) => (
                        <ListRow
                          key={x.sku}
                          title={x.title}
                          value={t('report.topItem', { minutes: x.minutes, sessions: x.sessions })}
                          onClick={() => navigate(buildUrl(Routes.courseDetail, { sku: x.sku }))}
                        />
                      ))}
                    </ListGroup>
                  </View>
                )}

                <View className='report__card'>
                  <Text className='report__title'>{t('report.trend')}</Text>
                  {r.check_ins.length ? (
                    <Chart
                      id='report-trend'
                      kind='line'
                      title={t('report.trend')}
                      data={trend}
                      yMax={5}
                      height={150}
                      summary={t('report.trendSummary', {
                        n: r.check_ins.length,
                        mood: average(r.check_ins.map((c) => c.mood)),
                        sleep: average(r.check_ins.map((c) => c.sleep)),
                        stress: average(r.check_ins.map((c) => c.stress))
                      })}
                      barLabel={(d) => `${d.label} ${d.series}: ${d.value}`}
                    />
                  ) : (
                    <Text className='report__hint'>{t('report.noCheckIns')}</Text>
                  )}
                  <View className='report__legend' aria-hidden>
                    <Text className='report__key report__key--0'>{t('report.health.mood')}</Text>
                    <Text className='report__key report__key--1'>{t('report.health.sleep')}</Text>
                    <Text className='report__key report__key--2'>{t('report.health.stress')}</Text>
                  </View>
                  <Button className='report__link' onClick={() => navigate(Routes.health)}>
                    {t('report.checkInNow')}
                  </Button>
                </View>

                <Button className='report__share' disabled={sharing} onClick={() => void share()}>
                  {t('report.share')}
                </Button>
              </View>
            )}
          </StateView>
          <ShareCanvas />
        </View>
      )}
    </AppPage>
  )
}

export default observer(Report)
