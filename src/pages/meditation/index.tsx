import { View, Text, Image, ScrollView } from '@tarojs/components'
import { usePullDownRefresh, stopPullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import StateView from '../../components/StateView'
import BannerSwiper from '../../components/BannerSwiper'
import GoodsCard from '../../components/GoodsCard'
import SectionHeader from '../../components/SectionHeader'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import type { MeditationFloorDTO } from '../../protocol/types'
import './index.scss'

function greetingKey(hour: number): string {
  if (hour < 12) return 'meditation.greetingMorning'
  if (hour < 18) return 'meditation.greetingAfternoon'
  return 'meditation.greetingEvening'
}

function Floor({ floor }: { floor: MeditationFloorDTO }) {
  const more = floor.has_more ? () => navigate(buildUrl(Routes.floorMore, { id: floor.id, j: 'm' })) : undefined
  return (
    <View className='med-floor' data-floor={floor.id}>
      <SectionHeader title={floor.title} onMore={more} />
      {floor.style === 1 ? (
        <ScrollView className='med-floor__scroll' scrollX enhanced showScrollbar={false}>
          <View className='med-floor__row'>
            {floor.goods.map((g) => <GoodsCard key={g.sku} goods={g} variant={1} />)}
          </View>
        </ScrollView>
      ) : (
        <View className={`med-floor__grid med-floor__grid--s${floor.style}`}>
          {floor.goods.map((g) => <GoodsCard key={g.sku} goods={g} variant={floor.style} />)}
        </View>
      )}
    </View>
  )
}

function MeditationHome() {
  const { deps } = useStores()
  const locale = getLocale()
  const home = useRemote(() => Promise.all([deps.api.meditation.indexFloor(), deps.api.meditation.dayRecommend().catch(() => null)]),
    [locale], ([index]) => index.floors.length === 0 && index.banners.length === 0)
  usePullDownRefresh(() => { void home.reload().finally(() => stopPullDownRefresh()) })
  const [index, day] = home.data ?? [null, null]

  return (
    <AppPage tab={Routes.meditationHome} className='meditation-home'>
      <View className='med-header'>
        <Text className='med-header__brand' role='heading' aria-level={1}>{t('common.appName')}</Text>
        <Text className='med-header__greeting'>{t(greetingKey(new Date().getHours()))}</Text>
      </View>
      <StateView state={home.state} errorText={home.error} onRetry={home.reload}>
        {day && (
          <View className='day-card' role='link' aria-label={`${t('meditation.dayRecommend')} ${day.resource.title}`}
            onClick={() => navigate(buildUrl(Routes.meditationPlay, { sku: day.sku, resource_id: day.resource.id }))}>
            <Image className='day-card__bg' src={day.cover} mode='aspectFill' aria-hidden />
            <View className='day-card__shade'>
              <Text className='day-card__label'>{t('meditation.dayRecommend')} · {day.date}</Text>
              <Text className='day-card__quote'>{day.quote}</Text>
              <View className='day-card__foot'>
                <Text className='day-card__title'>{day.resource.title}</Text>
                <Text className='day-card__play'>▶ {t('meditation.listenNow')}</Text>
              </View>
            </View>
          </View>
        )}
        {index && <BannerSwiper banners={index.banners} />}
        {index && index.plans.length > 0 && (
          <View className='med-plans'>
            <SectionHeader title={t('meditation.studyPlans')} />
            <ScrollView className='med-floor__scroll' scrollX enhanced showScrollbar={false}>
              <View className='med-floor__row'>
                {index.plans.map((p) => (
                  <View key={p.sku} className='plan-card' role='link' aria-label={p.title}
                    onClick={() => navigate(buildUrl(Routes.meditationStudyPlan, { sku: p.sku }))}>
                    <Image className='plan-card__cover' src={p.cover} mode='aspectFill' aria-hidden />
                    <Text className='plan-card__title'>{p.title}</Text>
                    <Text className='plan-card__days'>{t('meditation.planDays', { count: p.days })}</Text>
                  </View>
                ))}
              </View>
            </ScrollView>
          </View>
        )}
        {index && index.floors.map((f) => <Floor key={f.id} floor={f} />)}
      </StateView>
    </AppPage>
  )
}

export default observer(MeditationHome)
