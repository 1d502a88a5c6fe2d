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
import type { MayaArticleCategory, MayaArticleSummaryDTO } from '../../../protocol/maya'
import './info.scss'
import '../../../i18n/zh-Hant/maya'
import '../../../services/api/maya'

const KNOWN: MayaArticleCategory[] = ['calendar', 'seals', 'tones', 'moons']

/** One topic's articles (infoMain?category=seals); without a known category, every article. */
function InfoMain() {
  const { deps } = useStores()
  const locale = getLocale()
  const raw = useRouter().params.category as MayaArticleCategory | undefined
  const category = raw && KNOWN.includes(raw) ? raw : undefined
  const data = useRemote(
    () => deps.api.maya.articles(category),
    [locale, category],
    (l: MayaArticleSummaryDTO[]) => l.length === 0
  )
  usePullToRefresh(data)
  const title = category ? t(`maya.info.categories.${category}`) : t('maya.info.title')

  return (
    <MayaPage title={title} className='maya-info'>
      <Text className='maya-section-title' role='heading' aria-level={1}>
        {title}
      </Text>
      <StateView remote={data} emptyText={t('maya.info.empty')}>
        {(data.data ?? []).map((a) => (
          <View
            key={a.id}
            className='info-article maya-card'
            role='link'
            data-article={a.id}
            onClick={() => navigate(buildUrl(Routes.mayaInformationDetail, { id: a.id }))}
          >
            <Text className='info-article__title'>{a.title}</Text>
            <Text className='info-article__summary'>{a.summary}</Text>
            <Text className='info-article__meta'>
              {t('maya.info.readingTime', { count: a.reading_minutes })} · {t('maya.info.read')} ›
            </Text>
          </View>
        ))}
      </StateView>
    </MayaPage>
  )
}

export default observer(InfoMain)
