import { useMemo, useState } from 'react'
import { View, Text, Image, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import MayaPage from '../components/MayaPage'
import SignatureCard from '../components/SignatureCard'
import { sealUri } from '../components/glyphs'
import { kinDisplayName } from '../components/names'
import { t, type TKey } from '../../i18n'
import { Routes } from '../../navigation/routes'
import {
  dayOutOfTimeOf,
  dreamspell,
  isValidIsoDate,
  localIsoDate,
  moonMonthDays,
  sealOf,
  shiftMoon,
  yearKin,
  type DreamspellResult
} from '../lib/dreamspell'
import './index.scss'
import { imageAlt } from '../../utils/imageAlt'
import '../../i18n/zh-Hant/maya'

interface MoonView {
  yearStart: number
  moon: number
}

/** The moon a date's month view opens on: Day Out of Time shows the 13th moon, Hunab Ku the 8th. */
function viewOf(r: DreamspellResult): MoonView {
  const moon = r.moonDate.type === 'moon' ? r.moonDate.moon : r.moonDate.type === 'dayOutOfTime' ? 13 : 8
  return { yearStart: r.thirteenMoonYear, moon }
}

const shortDate = (iso: string) => `${Number(iso.slice(5, 7))}/${Number(iso.slice(8, 10))}`

/** The 13-moon calendar: today's signature, a month view of a moon, navigation between moons and years. */
function MayaCalendar() {
  const [today] = useState(() => localIsoDate(new Date()))
  const todayResult = useMemo(() => dreamspell(today), [today])
  const [view, setView] = useState<MoonView>(() => viewOf(todayResult))
  const [selected, setSelected] = useState(today)
  const selectedResult = useMemo(() => dreamspell(selected), [selected])

  const days = useMemo(() => moonMonthDays(view.yearStart, view.moon, { includeHunabKu: true }), [view])
  const grid = days.filter((d) => !d.isHunabKu)
  const hunabKu = days.find((d) => d.isHunabKu)
  const outOfTime = view.moon === 13 ? dayOutOfTimeOf(view.yearStart) : null
  const go = (delta: number) => {
    const v = shiftMoon(view.yearStart, view.moon, delta)
    if (v) setView(v)
  }
  const can = (delta: number) => shiftMoon(view.yearStart, view.moon, delta) !== null
  const atToday =
    selected === today && view.yearStart === viewOf(todayResult).yearStart && view.moon === viewOf(todayResult).moon
  const pick = (date: string) => {
    if (isValidIsoDate(date)) setSelected(date)
  }

  const special = (date: string, label: string, kin: number, cls: string) => (
    <View
      className={`moon-special ${cls}${selected === date ? ' moon-special--selected' : ''}`}
      role='button'
      aria-label={t('maya.calendar.dayAria', { date, name: label, kin })}
      data-date={date}
      onClick={() => pick(date)}
    >
      <Image {...imageAlt('')} className='moon-special__seal' src={sealUri(sealOf(kin))} mode='aspectFit' aria-hidden />
      <Text className='moon-special__text'>
        {label} · {shortDate(date)} · {t('maya.calendar.kin', { kin })}
      </Text>
    </View>
  )

  return (
    <MayaPage tab={Routes.mayaCalendar} className='maya-calendar'>
      <SignatureCard result={todayResult} heading={t('maya.calendar.todayTitle')} className='maya-today' />

      <View className='moon-nav maya-card'>
        <View className='moon-nav__row'>
          <Button
            className='moon-nav__btn moon-nav__prev-year'
            disabled={!can(-13) || undefined}
            aria-label={t('maya.calendar.prevYear')}
            onClick={() => go(-13)}
          >
            «
          </Button>
          <Button
            className='moon-nav__btn moon-nav__prev'
            disabled={!can(-1) || undefined}
            aria-label={t('maya.calendar.prevMoon')}
            onClick={() => go(-1)}
          >
            ‹
          </Button>
          <View className='moon-nav__title'>
            <Text className='moon-nav__moon' role='heading' aria-level={2}>
              {t(`maya.moon.${view.moon}` as TKey)}
            </Text>
            <Text className='moon-nav__year'>
              {t('maya.calendar.year', { start: view.yearStart, end: view.yearStart + 1 })}
            </Text>
          </View>
          <Button
            className='moon-nav__btn moon-nav__next'
            disabled={!can(1) || undefined}
            aria-label={t('maya.calendar.nextMoon')}
            onClick={() => go(1)}
          >
            ›
          </Button>
          <Button
            className='moon-nav__btn moon-nav__next-year'
            disabled={!can(13) || undefined}
            aria-label={t('maya.calendar.nextYear')}
            onClick={() => go(13)}
          >
            »
          </Button>
        </View>
        <Text className='moon-nav__bearer'>
          {t('maya.calendar.yearBearer', { name: kinDisplayName(yearKin(view.yearStart)) })}
        </Text>

        <View className='moon-grid' role='grid'>
          {[0, 1, 2, 3].map((w) => (
            <View key={w} className='moon-grid__week' role='row' aria-label={t('maya.calendar.week', { n: w + 1 })}>
              {grid.slice(w * 7, w * 7 + 7).map((d) => {
                const usable = isValidIsoDate(d.date)
                const cls = `moon-grid__day${d.date === today ? ' moon-grid__day--today' : ''}${d.date === selected ? ' moon-grid__day--selected' : ''}${usable ? '' : ' moon-grid__day--disabled'}`
                return (
                  <View
                    key={d.date}
                    className={cls}
                    role='gridcell'
                    aria-selected={d.date === selected}
                    data-date={d.date}
                    data-kin={d.kin}
                    onClick={() => pick(d.date)}
                  >
                    <Text className='moon-grid__num' aria-hidden>
                      {d.day}
                    </Text>
                    <Image
                      {...imageAlt('')}
                      className='moon-grid__seal'
                      src={sealUri(sealOf(d.kin))}
                      mode='aspectFit'
                      aria-hidden
                    />
                    <Text className='moon-grid__greg' aria-hidden>
                      {shortDate(d.date)}
                    </Text>
                    <Text className='sr-only'>
                      {t('maya.calendar.dayAria', { date: d.date, name: kinDisplayName(d.kin), kin: d.kin })}
                    </Text>
                  </View>
                )
              })}
            </View>
          ))}
        </View>
        {hunabKu && special(hunabKu.date, t('maya.hunabKu'), hunabKu.kin, 'moon-special--hunab-ku')}
        {outOfTime &&
          isValidIsoDate(outOfTime) &&
          special(outOfTime, t('maya.dayOutOfTime'), dreamspell(outOfTime).kin, 'moon-special--day-out-of-time')}
        {!atToday && (
          <Button
            className='moon-nav__today'
            onClick={() => {
              setView(viewOf(todayResult))
              setSelected(today)
            }}
          >
            {t('maya.calendar.backToToday')}
          </Button>
        )}
      </View>

      {selected !== today && (
        <SignatureCard result={selectedResult} heading={t('maya.calendar.selectedTitle')} className='maya-selected' />
      )}
    </MayaPage>
  )
}

export default observer(MayaCalendar)
