import { View, Text, Image } from '@tarojs/components'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage/TabPage'
import NavBar from '../../components/NavBar'
import Icon from '../../components/Icon'
import StateView from '../../components/StateView'
import Animation from '../../components/Animation/lazy'
import { tabAnimation } from '../../components/TabBar/entries'
import SectionHeader from '../../components/SectionHeader'
import { ListGroup, ListRow } from '../../components/ListRow'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import './index.scss'
import { mediaUrl } from '../../services/http'
import { imageAlt } from '../../utils/imageAlt'
import '../../i18n/zh-Hant/meditation'
import '../../i18n/zh-Hant/study'
import '../../i18n/zh-Hant/community'
import '../../i18n/zh-Hant/hub'
import '../../services/api/collection'

/** The study hub: practice tools, the current scene, recommended plans and what the user played recently. */
function StudyHome() {
  const root = useStores()
  const { deps, user } = root
  const locale = getLocale()
  const hub = useRemote(
    () => Promise.all([deps.api.meditation.userScene().catch(() => null), deps.api.meditation.indexFloor()]),
    [locale]
  )
  const recent = useRemote(
    () => (user.isLoggedIn ? deps.api.meditation.userHistory(1, 5).then((p) => p.list) : Promise.resolve([])),
    [locale, user.isLoggedIn, root.audio.logsSent],
    (list) => list.length === 0
  )
  const collections = useRemote(
    () => deps.api.collection.list(),
    [locale],
    (list) => list.length === 0
  )
  usePullToRefresh(hub, recent, collections)
  const [scene, index] = hub.data ?? [null, null]

  const tools = [
    {
      key: 'community',
      title: t('community.entry'),
      desc: t('community.entryDesc'),
      url: Routes.studyCommunity,
      icon: 'list' as const
    },
    {
      key: 'timer',
      title: t('study.timer'),
      desc: t('study.timerDesc'),
      url: Routes.studyTimer,
      icon: 'clock' as const
    },
    {
      key: 'scene',
      title: t('study.scene'),
      desc: t('study.sceneDesc', { name: scene?.scene.title ?? '—' }),
      url: Routes.studySceneSetting,
      icon: 'sound' as const
    },
    {
      key: 'calendar',
      title: t('study.calendar'),
      desc: t('study.calendarDesc'),
      url: Routes.mayaCalendar,
      icon: 'calendar' as const
    }
  ]

  return (
    <AppPage tab={Routes.studyHome} className='study-home'>
      <NavBar title={t('common.titles.study')} tab />
      <SectionHeader title={t('study.tools')} />
      <View className='study-tools'>
        {tools.map((tool) => (
          <View
            key={tool.key}
            className={`study-tool study-tool--${tool.key}`}
            role='link'
            onClick={() => navigate(tool.url)}
          >
            <Icon name={tool.icon} size={22} className='study-tool__glyph' />
            <Text className='study-tool__title'>{tool.title}</Text>
            <Text className='study-tool__desc'>{tool.desc}</Text>
          </View>
        ))}
      </View>

      <ListGroup className='study-links'>
        <ListRow
          title={t('hub.courseSearchEntry')}
          value={t('hub.courseSearchDesc')}
          onClick={() => navigate(Routes.studyCourseSearch)}
        />
        <ListRow
          title={t('hub.helpEntry')}
          value={t('hub.helpEntryDesc')}
          onClick={() => navigate(Routes.studyHelpCenter)}
        />
      </ListGroup>

      <SectionHeader title={t('hub.collections')} />
      <StateView remote={collections}>
        <View className='study-collections'>
          {(collections.data ?? []).map((c) => (
            <View
              key={c.id}
              className='study-collection'
              role='link'
              data-collection={c.id}
              onClick={() => navigate(buildUrl(Routes.studyCollectionDetail, { id: c.id }))}
            >
              <Image
                {...imageAlt('')}
                className='study-collection__cover'
                src={mediaUrl(c.cover)}
                mode='aspectFill'
                aria-hidden
              />
              <Text className='study-collection__title'>{c.title}</Text>
              <Text className='study-collection__meta'>{t('hub.collectionItems', { count: c.item_count })}</Text>
            </View>
          ))}
        </View>
      </StateView>

      <SectionHeader title={t('study.recent')} />
      {!user.isLoggedIn ? (
        <View className='study-empty'>
          <View className='study-empty__animation'>
            <Animation path={tabAnimation(Routes.studyHome) ?? ''} />
          </View>
          <Text className='study-empty__text'>{t('study.loginForRecent')}</Text>
          <Text className='study-empty__action' role='button' onClick={() => root.loginPanel.open()}>
            {t('study.login')}
          </Text>
        </View>
      ) : (
        <StateView remote={recent} emptyText={t('study.recentEmpty')} emptyAnimation={tabAnimation(Routes.studyHome)}>
          {(recent.data ?? []).map((log) => (
            <View
              key={log.id}
              className='study-recent'
              role='link'
              onClick={() => navigate(buildUrl(Routes.meditationPlay, { sku: log.sku, resource_id: log.resource_id }))}
            >
              <Text className='study-recent__title'>{log.title || t('meditation.recent.untitled')}</Text>
              {!!log.goods_title && <Text className='study-recent__meta'>{log.goods_title}</Text>}
              <Text className='study-recent__meta'>
                {t('study.playedSeconds', { count: log.playtime })} · {log.created_at.slice(0, 10)}
              </Text>
            </View>
          ))}
        </StateView>
      )}

      <SectionHeader title={t('study.plans')} />
      <StateView remote={hub}>
        <View className='study-plans'>
          {(index?.plans ?? []).map((p) => (
            <View
              key={p.sku}
              className='study-plan'
              role='link'
              onClick={() => navigate(buildUrl(Routes.meditationStudyPlan, { sku: p.sku }))}
            >
              <Image
                {...imageAlt('')}
                className='study-plan__cover'
                src={mediaUrl(p.cover)}
                mode='aspectFill'
                aria-hidden
              />
              <View className='study-plan__body'>
                <Text className='study-plan__title'>{p.title}</Text>
                <Text className='study-plan__days'>{t('meditation.planDays', { count: p.days })}</Text>
              </View>
            </View>
          ))}
        </View>
      </StateView>
    </AppPage>
  )
}

export default observer(StudyHome)
