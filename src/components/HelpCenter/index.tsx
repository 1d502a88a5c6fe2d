import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import StateView from '../StateView'
import { ListGroup, ListRow } from '../ListRow'
import { useStores } from '../../stores'
import { t, getLocale } from '../../i18n'
import { navigate } from '../../navigation/navigate'
import { Routes, buildUrl } from '../../navigation/routes'
import { useRemote } from '../../utils/useRemote'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import type { FaqDTO } from '../../protocol/commerce'
import './index.scss'
import '../../i18n/zh-Hant/mine'

/** Categories in the server's display order, each with its questions. */
export function groupFaqs(list: FaqDTO[]): { category: string; items: FaqDTO[] }[] {
  const groups: { category: string; items: FaqDTO[] }[] = []
  for (const f of list) {
    const g = groups.find((x) => x.category === f.category)
    if (g) g.items.push(f)
    else groups.push({ category: f.category, items: [f] })
  }
  return groups
}

/**
 * The help centre's body, shared by the personal centre's and the study hub's help pages: FAQ categories from
 * the server with their first questions, each opening the personal centre's FAQ list and answer pages.
 * Registers the page's pull-to-refresh.
 */
function HelpCenter() {
  const root = useStores()
  const remote = useRemote(
    () => root.deps.api.user.faqs(),
    [getLocale()],
    (l) => l.length === 0
  )
  usePullToRefresh(remote)
  const groups = groupFaqs(remote.data || [])
  return (
    <View className='help-center'>
      <View className='help-center__head'>
        <Text className='help-center__title' role='heading' aria-level={1}>
          {t('mine.helpTitle')}
        </Text>
        <Text className='help-center__subtitle'>{t('mine.helpSubtitle')}</Text>
      </View>
      <StateView remote={remote} emptyText={t('mine.faqEmpty')}>
        {groups.map((g) => (
          <ListGroup key={g.category} className='help-center__group'>
            <ListRow
              className='help-center__category'
              title={<Text className='help-center__category-title'>{g.category}</Text>}
              value={t('mine.faqCount', { count: g.items.length })}
              onClick={() => navigate(buildUrl(Routes.mineFaqList, { category: g.category }))}
            />
            {g.items.slice(0, 3).map((f) => (
              <ListRow
                key={f.id}
                className='help-center__question'
                title={f.question}
                onClick={() => navigate(buildUrl(Routes.mineFaqContent, { id: f.id }))}
              />
            ))}
          </ListGroup>
        ))}
      </StateView>
    </View>
  )
}

export default observer(HelpCenter)
