import { useEffect, useState } from 'react'
import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import Animation from '../../components/Animation'
import { LOTTIE } from '../../components/Animation/files'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import { t, getLocale, type TKey } from '../../i18n'
import { Routes } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import './achievement.scss'
import '../../i18n/zh-Hant/meditation'

const MILESTONES = ['first', 'days7', 'days30', 'minutes100', 'minutes1000']
/** Milestones this device has already celebrated (a celebration plays once per newly reached milestone). */
const CELEBRATED_KEY = 'celebratedMilestones'

function newlyReached(milestones: string[]): string | null {
  let seen: string[] = []
  try {
    const stored: unknown = Taro.getStorageSync(CELEBRATED_KEY)
    if (Array.isArray(stored)) seen = stored as string[]
  } catch {
    /* unreadable: celebrate */
  }
  const fresh = milestones.filter((m) => !seen.includes(m))
  if (fresh.length === 0) return null
  Taro.setStorageSync(CELEBRATED_KEY, [...new Set([...seen, ...milestones])])
  return fresh[fresh.length - 1]
}

/** Achievements: minutes, sessions, days and gentle streaks (a missed day never wipes progress). */
function Achievement() {
  const root = useStores()
  const { deps, user, audio } = root
  const locale = getLocale()
  const data = useRemote(
    () => deps.api.meditation.insightTimeDetails(),
    [user.isLoggedIn, locale, audio.logsSent],
    (a) => a.sessions === 0
  )
  usePullToRefresh(data)
  const a = data.data
  const maxWeek = Math.max(1, ...(a?.week ?? []).map((d) => d.minutes))
  const [celebrating, setCelebrating] = useState<string | null>(null)
  useEffect(() => {
    if (a) setCelebrating((c) => newlyReached(a.milestones) ?? c)
  }, [a])

  return (
    <AppPage className='med-ach'>
      <NavBar title={t('meditation.achievement.title')} />
      {!user.isLoggedIn ? (
        <View className='med-ach__prompt'>
          <Text className='med-ach__prompt-text'>{t('meditation.achievement.loginPrompt')}</Text>
          <Button className='med-ach__btn' onClick={() => root.loginPanel.open()}>
            {t('meditation.loginAction')}
          </Button>
        </View>
      ) : (
        <StateView remote={data} emptyText={t('meditation.achievement.empty')}>
          {a && (
            <View>
              <View className={`med-ach__celebrate${celebrating ? ' med-ach__celebrate--on' : ''}`}>
                {/* the art box stays mounted: only its one child comes and goes (no insertBefore on Taro H5) */}
                <View className='med-ach__celebrate-art'>{celebrating && <Animation path={LOTTIE.celebrate} />}</View>
                <Text className='med-ach__celebrate-text' role='status'>
                  {celebrating
                    ? t('meditation.achievement.celebrate', {
                        name: t(`meditation.achievement.milestone_${celebrating}` as TKey)
                      })
                    : ''}
                </Text>
              </View>
              <View className='med-ach__grid'>
                {[
                  ['minutes', a.total_minutes, t('meditation.minutesShort', { count: a.total_minutes })],
                  ['sessions', a.sessions, String(a.sessions)],
                  ['days', a.days, t('meditation.achievement.daysUnit', { count: a.days })],
                  ['streak', a.streak, t('meditation.achievement.daysUnit', { count: a.streak })]
                ].map(([key, , figure]) => {
                  // a group named by what the figure counts: announced, and found, together
                  const label = t(`meditation.achievement.${key}` as TKey)
                  return (
                    <View
                      key={key as string}
                      className={`med-ach__stat med-ach__stat--${key}`}
                      role='group'
                      aria-label={label}
                    >
                      <Text className='med-ach__value'>{figure}</Text>
                      <Text className='med-ach__label'>{label}</Text>
                    </View>
                  )
                })}
              </View>
              <Text className='med-ach__gentle'>
                {t('meditation.achievement.gentle')}{' '}
                {t('meditation.achievement.bestStreakIs', {
                  days: t('meditation.achievement.daysUnit', { count: a.best_streak })
                })}
              </Text>

              <View className='med-ach__card'>
                <Text className='med-ach__h' role='heading' aria-level={2}>
                  {t('meditation.achievement.week')}
                </Text>
                <View className='med-ach__week'>
                  {a.week.map((d) => (
                    <View
                      key={d.date}
                      className='med-ach__day'
                      aria-label={`${d.date} ${t('meditation.minutesShort', { count: d.minutes })}`}
                    >
                      <View className='med-ach__bar-wrap'>
                        <View
                          className={`med-ach__bar${d.minutes > 0 ? ' med-ach__bar--on' : ''}`}
                          style={{ height: `${Math.max(4, Math.round((d.minutes / maxWeek) * 100))}%` }}
                        />
                      </View>
                      <Text className='med-ach__date'>{d.date.slice(5)}</Text>
                    </View>
                  ))}
                </View>
              </View>

              <View className='med-ach__card'>
                <Text className='med-ach__h' role='heading' aria-level={2}>
                  {t('meditation.achievement.milestones')}
                </Text>
                {/* reached or not is said in words (seen and spoken), not by the glyph or the colour alone */}
                <View className='med-ach__badges' role='list'>
                  {MILESTONES.map((m) => {
                    const got = a.milestones.includes(m)
                    const name = t(`meditation.achievement.milestone_${m}` as TKey)
                    const state = t(got ? 'meditation.achievement.reached' : 'meditation.achievement.notReached')
                    return (
                      <View
                        key={m}
                        className={`med-ach__badge${got ? ' med-ach__badge--on' : ''}`}
                        role='listitem'
                        aria-label={t('meditation.achievement.milestoneState', { name, state })}
                        data-reached={got ? '1' : '0'}
                      >
                        <Text className='med-ach__badge-icon' aria-hidden>
                          {got ? '✦' : '✧'}
                        </Text>
                        <Text className='med-ach__badge-text'>{name}</Text>
                        <Text className='med-ach__badge-state'>{state}</Text>
                      </View>
                    )
                  })}
                </View>
              </View>
            </View>
          )}
        </StateView>
      )}
      {user.isLoggedIn && data.state === 'empty' && (
        <Button className='med-ach__btn med-ach__start' onClick={() => navigate(Routes.meditationHome)}>
          {t('meditation.achievement.start')}
        </Button>
      )}
    </AppPage>
  )
}

export default observer(Achievement)
