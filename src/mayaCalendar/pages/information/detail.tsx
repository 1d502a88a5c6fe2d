import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import MayaPage from '../../components/MayaPage'
import StateView from '../../../components/StateView'
import { useStores } from '../../../stores'
import { useRemote } from '../../../utils/useRemote'
import { usePullToRefresh } from '../../../utils/usePullToRefresh'
import { t, getLocale } from '../../../i18n'
import { Routes, buildUrl } from '../../../navigation/routes'
import { navigate } from '../../../navigation/navigate'
import './info.scss'
import '../../../i18n/zh-Hant/maya'
import '../../../services/api/maya'

/** One article (detail?id=3) with the other articles of its topic. */
function InfoDetail() {
  const { deps } = useStores()
  const locale = getLocale()
  const id = Number(useRouter().params.id)
  const data = useRemote(() => deps.api.maya.article(id), [locale, id])
  usePullToRefresh(data)
  const a = data.data

  return (
    <MayaPage title={a?.title} className='maya-info'>
      <StateView remote={data}>
        {a && (
          <View className='info-detail maya-card' data-article={a.id}>
            <Text
              className='info-detail__topic'
              role='link'
              onClick={() => navigate(buildUrl(Routes.mayaInformationMain, { category: a.category }))}
            >
              {t(`maya.info.categories.${a.category}`)} · {t('maya.info.readingTime', { count: a.reading_minutes })}
            </Text>
            <Text className='info-detail__title' role='heading' aria-level={1}>
              {a.title}
            </Text>
            <Text className='info-detail__summary'>{a.summary}</Text>
            {a.paragraphs.map((p, i) => (
              <Text key={i} className='info-detail__p'>
                {p}
              </Text>
            ))}
          </View>
        )}
        {a && a.related.length > 0 && (
          <View className='info-related'>
            <Text className='maya-section-title' role='heading' aria-level={2}>
              {t('maya.info.related')}
            </Text>
            {a.related.map((r) => (
              <View
                key={r.id}
                className='info-article maya-card'
                role='link'
                data-article={r.id}
                onClick={() => navigate(buildUrl(Routes.mayaInformationDetail, { id: r.id }), 'redirect')}
              >
                <Text className='info-article__title'>{r.title}</Text>
                <Text className='info-article__summary'>{r.summary}</Text>
              </View>
            ))}
          </View>
        )}
      </StateView>
    </MayaPage>
  )
}

export default observer(InfoDetail)
