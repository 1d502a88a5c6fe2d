import { useAction } from '../../utils/useAction'
import { View, Text, Image, Button } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import TrackRow from '../../components/TrackRow'
import MiniPlayer from '../../components/MiniPlayer'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import { clock } from '../../utils/mediaTime'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import type { StudyPlanDTO } from '../../protocol/meditation'
import './studyPlan.scss'
import { mediaUrl } from '../../services/http'
import { imageAlt } from '../../utils/imageAlt'
import '../../i18n/zh-Hant/meditation'

type Day = StudyPlanDTO['day_list'][number]

/** A study plan (spec §2 studyPlan?sku): days of tracks, join, progress from the user's play logs. */
function StudyPlan() {
  const { params } = useRouter()
  const sku = params.sku ?? ''
  const root = useStores()
  const { deps, user, audio } = root
  const locale = getLocale()
  const plan = useRemote(
    () => deps.api.meditation.plan(sku),
    [sku, locale, user.isLoggedIn, user.isVip],
    (p) => p.day_list.length === 0
  )
  // progress: a track counts as done once a play log of it exists
  const played = useRemote(
    () =>
      user.isLoggedIn
        ? deps.api.meditation.userHistory(1, 100).then((p) => new Set(p.list.map((l) => l.resource_id)))
        : Promise.resolve(new Set<number>()),
    [user.isLoggedIn, audio.logsSent]
  )
  // a failure is toasted by the HTTP layer
  const joining = useAction(async () => {
    await deps.api.meditation.joinStudyPlan(sku)
    deps.toast(t('meditation.plan.joinedToast'))
    await plan.reload()
  })
  usePullToRefresh(plan, played)

  const p = plan.data
  const done = played.data ?? new Set<number>()
  const dayDone = (d: Day) => d.resources.length > 0 && d.resources.every((r) => done.has(r.id))
  const doneDays = p ? p.day_list.filter(dayDone).length : 0
  const today = p?.day_list.find((d) => !dayDone(d)) ?? p?.day_list[0]

  const join = async () => {
    if (!user.isLoggedIn) {
      root.loginPanel.open()
      return
    }
    await joining.run()
  }
  const playDay = (d: Day | undefined) => {
    const r = d?.resources.find((x) => audio.canPlay(x)) ?? d?.resources[0]
    if (!r) return
    if (!audio.canPlay(r)) {
      deps.toast(t('meditation.player.vipRequired'))
      return
    }
    navigate(buildUrl(Routes.meditationPlay, { sku: r.sku, resource_id: r.id }))
  }

  return (
    <AppPage className='med-plan'>
      <NavBar title={p?.title ?? t('meditation.plan.title')} />
      <StateView remote={plan}>
        {p && (
          <View>
            <View className='med-plan__hero'>
              <Image
                {...imageAlt('')}
                className='med-plan__cover'
                src={mediaUrl(p.cover)}
                mode='aspectFill'
                aria-hidden
              />
              <View className='med-plan__shade'>
                <Text className='med-plan__title' role='heading' aria-level={2}>
                  {p.title}
                </Text>
                <Text className='med-plan__days'>
                  {t('meditation.planDays', { count: p.days })}
                  {p.is_vip === 1 ? ` · ${t('meditation.vipOnly')}` : ''}
                </Text>
              </View>
            </View>
            {p.intro && <Text className='med-plan__intro'>{p.intro}</Text>}
            <View className='med-plan__bar'>
              {p.joined ? (
                <View
                  className='med-plan__progress'
                  role='progressbar'
                  aria-valuemin={0}
                  aria-valuemax={p.day_list.length}
                  aria-valuenow={doneDays}
                >
                  <Text className='med-plan__progress-text'>
                    {t('meditation.plan.progress', { done: doneDays, count: p.day_list.length })}
                  </Text>
                  <View className='med-plan__track'>
                    <View
                      className='med-plan__fill'
                      style={{ width: `${Math.round((doneDays / Math.max(1, p.day_list.length)) * 100)}%` }}
                    />
                  </View>
                </View>
              ) : (
                <Text className='med-plan__hint'>{user.isLoggedIn ? '' : t('meditation.plan.loginToJoin')}</Text>
              )}
              {p.joined ? (
                <Button className='med-plan__cta' onClick={() => playDay(today)}>
                  ▶ {t('meditation.plan.start')}
                </Button>
              ) : (
                <Button
                  className='med-plan__cta med-plan__join'
                  aria-busy={joining.busy}
                  disabled={joining.busy || undefined}
                  onClick={join}
                >
                  {t('meditation.plan.join')}
                </Button>
              )}
            </View>
            {p.day_list.map((d) => (
              <View key={d.day} className={`med-plan-day${dayDone(d) ? ' med-plan-day--done' : ''}`}>
                <View className='med-plan-day__head'>
                  <Text className='med-plan-day__label' role='heading' aria-level={3}>
                    {t('meditation.plan.day', { day: d.day })}
                  </Text>
                  {dayDone(d) && <Text className='med-plan-day__done'>✓ {t('meditation.plan.done')}</Text>}
                </View>
                {d.resources.map((r) => {
                  const ok = audio.canPlay(r)
                  return (
                    <TrackRow
                      key={`${d.day}-${r.id}`}
                      variant='plain'
                      className='med-plan-day__track'
                      lead={
                        <Text className='med-plan-day__check' aria-hidden>
                          {done.has(r.id) ? '●' : '○'}
                        </Text>
                      }
                      title={r.title}
                      aside={ok ? clock(r.duration) : `◆ ${t('meditation.detail.locked')}`}
                      openRole='button'
                      onOpen={() =>
                        ok
                          ? navigate(buildUrl(Routes.meditationPlay, { sku: r.sku, resource_id: r.id }))
                          : deps.toast(t('meditation.player.vipRequired'))
                      }
                    />
                  )
                })}
              </View>
            ))}
          </View>
        )}
      </StateView>
      <MiniPlayer />
    </AppPage>
  )
}

export default observer(StudyPlan)
