import { View, Text, Image, ScrollView } from '@tarojs/components'
import { observer } from 'mobx-react'
import { startTransition, useEffect, useState } from 'react'
import AppPage from '../../components/AppPage/TabPage'
import StateView from '../../components/StateView'
import { tabAnimation } from '../../components/TabBar/entries'
import BannerSwiper from '../../components/BannerSwiper'
import GoodsCard from '../../components/GoodsCard'
import SectionHeader from '../../components/SectionHeader'
import SearchEntry from '../../components/Search/SearchEntry'
import DailyUpdates from './components/DailyUpdates'
import GoldenSentenceCard from './components/GoldenSentenceCard'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import { clock } from '../../utils/mediaTime'
import { getUserTimeZone, zonedParts } from '../../utils/dates'
import { t, getLocale, type TKey } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import type { MeditationFloorDTO } from '../../protocol/meditation'
import './index.scss'
import { mediaUrl } from '../../services/http'
import { imageAlt } from '../../utils/imageAlt'
import '../../i18n/zh-Hant/tabs'

/** The greeting of the hour in the user's zone (the device's, as the report's days: utils/dates). */
function greetingKey(hour: number): TKey {
  if (hour < 12) return 'tabs.meditation.greetingMorning'
  if (hour < 18) return 'tabs.meditation.greetingAfternoon'
  return 'tabs.meditation.greetingEvening'
}

function Floor({ floor }: { floor: MeditationFloorDTO }) {
  const more = floor.has_more ? () => navigate(buildUrl(Routes.floorMore, { id: floor.id, j: 'm' })) : undefined
  return (
    <View className='med-floor' data-floor={floor.id}>
      <SectionHeader title={floor.title} onMore={more} />
      {floor.style === 1 ? (
        <ScrollView className='med-floor__scroll' scrollX enhanced showScrollbar={false}>
          <View className='med-floor__row'>
            {floor.goods.map((g) => (
              <GoodsCard key={g.sku} goods={g} variant={1} />
            ))}
          </View>
        </ScrollView>
      ) : (
        <View className={`med-floor__grid med-floor__grid--s${floor.style}`}>
          {floor.goods.map((g) => (
            <GoodsCard key={g.sku} goods={g} variant={floor.style} />
          ))}
        </View>
      )}
    </View>
  )
}

function MeditationHome() {
  const { deps, user, audio } = useStores()
  const locale = getLocale()
  // continue listening: the last unfinished track the server kept (play logs and the realtime socket)
  const resume = useRemote(
    () => (user.isLoggedIn ? deps.api.meditation.resume().catch(() => null) : Promise.resolve(null)),
    [locale, user.isLoggedIn, audio.logsSent]
  )
  const home = useRemote(
    () =>
      Promise.all([
        deps.api.meditation.indexFloor(),
        // the pick and the new tracks of the user's today (their zone's midnight turns the day)
        deps.api.meditation.dayRecommend(getUserTimeZone()).catch(() => null),
        // the "new today" strip with the rest of the home (a failure shows no strip, not an error)
        deps.api.meditation.dailyUpdate(getUserTimeZone()).catch(() => null),
        // the day's golden sentence (none published, or a failure: no card)
        deps.api.meditation.goldenSentence(getUserTimeZone()).catch(() => null)
      ]),
    [locale],
    ([index]) => index.floors.length === 0 && index.banners.length === 0
  )
  usePullToRefresh(home, resume)
  const cont = resume.data
  const [index, day, daily, golden] = home.data ?? [null, null, null, null]
  // The floors, all below the first screen (the first at 994 px on a 412x823 phone), come in a commit of their own,
  // a task after the rest of the home's: one commit of everything was the home's longest task once its data had
  // arrived (issue 34, blocking time)
  const [floorsShown, setFloorsShown] = useState(false)
  useEffect(() => {
    if (!index || floorsShown) return
    const timer = setTimeout(() => startTransition(() => setFloorsShown(true)), 0)
    return () => clearTimeout(timer)
  }, [index, floorsShown])

  return (
    <AppPage tab={Routes.meditationHome} className='meditation-home'>
      <View className='med-header'>
        <Text className='med-header__brand' role='heading' aria-level={1}>
          {t('common.appName')}
        </Text>
        <Text className='med-header__greeting'>
          {t(greetingKey(zonedParts(Date.now())?.hour ?? new Date().getHours()))}
        </Text>
        <SearchEntry />
      </View>
      <StateView remote={home} emptyAnimation={tabAnimation(Routes.meditationHome)}>
        {cont && (
          <View
            className='continue-card'
            role='link'
            onClick={() => navigate(buildUrl(Routes.meditationPlay, { sku: cont.sku, resource_id: cont.resource_id }))}
          >
            <Image
              {...imageAlt('')}
              className='continue-card__cover'
              src={mediaUrl(cont.cover)}
              mode='aspectFill'
              aria-hidden
            />
            <View className='continue-card__body'>
              <Text className='continue-card__label'>{t('tabs.meditation.continueListening')}</Text>
              <Text className='continue-card__title'>{cont.title}</Text>
              <Text className='continue-card__meta'>
                {cont.goods_title} · {t('tabs.meditation.continueAt', { time: clock(cont.position) })}
              </Text>
              <View className='continue-card__bar'>
                <View
                  className='continue-card__fill'
                  style={{ width: `${Math.round((cont.position / Math.max(1, cont.duration)) * 100)}%` }}
                />
              </View>
            </View>
            <Text className='continue-card__play' aria-hidden>
              ▶
            </Text>
          </View>
        )}
        {day && (
          <View
            className='day-card'
            role='link'
            onClick={() => navigate(buildUrl(Routes.meditationPlay, { sku: day.sku, resource_id: day.resource.id }))}
          >
            <Image {...imageAlt('')} className='day-card__bg' src={mediaUrl(day.cover)} mode='aspectFill' aria-hidden />
            <View className='day-card__shade'>
              <Text className='day-card__label'>
                {t('tabs.meditation.dayRecommend')} · {day.date}
              </Text>
              <Text className='day-card__quote'>{day.quote}</Text>
              <View className='day-card__foot'>
                <Text className='day-card__title'>{day.resource.title}</Text>
                <Text className='day-card__play'>▶ {t('tabs.meditation.listenNow')}</Text>
              </View>
            </View>
          </View>
        )}
        <DailyUpdates list={daily?.list ?? []} />
        <GoldenSentenceCard sentence={golden?.sentence} />
        {index && <BannerSwiper banners={index.banners} />}
        {index && index.plans.length > 0 && (
          <View className='med-plans'>
            <SectionHeader title={t('tabs.meditation.studyPlans')} />
            <ScrollView className='med-floor__scroll' scrollX enhanced showScrollbar={false}>
              <View className='med-floor__row'>
                {index.plans.map((p) => (
                  <View
                    key={p.sku}
                    className='plan-card'
                    role='link'
                    onClick={() => navigate(buildUrl(Routes.meditationStudyPlan, { sku: p.sku }))}
                  >
                    <Image
                      {...imageAlt('')}
                      className='plan-card__cover'
                      src={mediaUrl(p.cover)}
                      mode='aspectFill'
                      aria-hidden
                    />
                    <Text className='plan-card__title'>{p.title}</Text>
                    <Text className='plan-card__days'>{t('tabs.meditation.planDays', { count: p.days })}</Text>
                  </View>
                ))}
              </View>
            </ScrollView>
          </View>
        )}
        {index && floorsShown && index.floors.map((f) => <Floor key={f.id} floor={f} />)}
        {user.isLoggedIn && (
          <View className='achievement-entry' role='link' onClick={() => navigate(Routes.meditationAchievement)}>
            <Text className='achievement-entry__text'>✦ {t('tabs.meditation.achievementEntry')}</Text>
            <Text className='achievement-entry__arrow' aria-hidden>
              ›
            </Text>
          </View>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(MeditationHome)
