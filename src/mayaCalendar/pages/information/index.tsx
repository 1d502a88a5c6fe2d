import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import MayaPage from '../../components/MayaPage'
import StateView from '../../../components/StateView'
import { useStores } from '../../../stores'
import { useRemote } from '../../../utils/useRemote'
import { usePullToRefresh } from '../../../utils/usePullToRefresh'
import { t, getLocale } from '../../../i18n'
import { Routes, buildUrl } from '../../../navigation/routes'
import { navigate } from '../../../navigation/navigate'
import type { MayaArticleCategory, MayaArticleSummaryDTO } from '../../../protocol/maya'
import './info.scss'
import '../../../i18n/zh-Hant/maya'
import '../../../services/api/maya'

const CATEGORIES: MayaArticleCategory[] = ['calendar', 'seals', 'tones', 'moons']

/** The information entry: the four topics with their articles, from the server. */
function Information() {
  const { deps } = useStores()
  const locale = getLocale()
  const data = useRemote(
    () => deps.api.maya.articles(),
    [locale],
    (list: MayaArticleSummaryDTO[]) => list.length === 0
  )
  usePullToRefresh(data)
  const list = data.data ?? []

  return (
    <MayaPage tab={Routes.mayaInformation} className='maya-info'>
      <View className='maya-card info-intro'>
        <Text className='info-intro__title' role='heading' aria-level={1}>
          {t('maya.info.title')}
        </Text>
        <Text className='maya-note'>{t('maya.info.intro')}</Text>
      </View>
      <StateView remote={data} emptyText={t('maya.info.empty')}>
        {CATEGORIES.map((c) => {
          const articles = list.filter((a) => a.category === c)
          if (!articles.length) return null
          return (
            <View key={c} className='info-topic maya-card' data-category={c}>
              <View
                className='info-topic__head'
                role='button'
                onClick={() => navigate(buildUrl(Routes.mayaInformationMain, { category: c }))}
              >
                <Text className='info-topic__title' role='heading' aria-level={2}>
                  {t(`maya.info.categories.${c}`)}
                </Text>
                <Text className='info-topic__count'>{t('maya.info.articleCount', { count: articles.length })} ›</Text>
              </View>
              {articles.map((a) => (
                <View
                  key={a.id}
                  className='info-topic__item'
                  role='link'
                  data-article={a.id}
                  onClick={() => navigate(buildUrl(Routes.mayaInformationDetail, { id: a.id }))}
                >
                  <Text className='info-topic__item-title'>{a.title}</Text>
                </View>
              ))}
            </View>
          )
        })}
      </StateView>
    </MayaPage>
  )
}

export default observer(Information)
