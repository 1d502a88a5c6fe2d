import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import { ListGroup, ListRow } from '../../../components/ListRow'
import { useNavTitle } from '../../../components/AuthForm/useNavTitle'
import { useStores } from '../../../stores'
import { t, getLocale } from '../../../i18n'
import { navigate } from '../../../navigation/navigate'
import { Routes, buildUrl } from '../../../navigation/routes'
import { useRemote } from '../../../utils/useRemote'
import { usePullToRefresh } from '../../../utils/usePullToRefresh'
import type { FaqDTO } from '../../../protocol/commerce'
import './help.scss'

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

/** The help centre: FAQ categories from the server with their first questions. */
function HelpCenterPage() {
  const root = useStores()
  useNavTitle(t('mine.helpCenter'))
  const remote = useRemote(
    () => root.deps.api.user.faqs(),
    [getLocale()],
    (l) => l.length === 0
  )
  usePullToRefresh(remote)
  const groups = groupFaqs(remote.data || [])
  return (
    <AppPage className='help-center-page'>
      <NavBar title={t('common.titles.helpCenter')} />
      <View className='help__head'>
        <Text className='help__title' role='heading' aria-level={1}>
          {t('mine.helpTitle')}
        </Text>
        <Text className='help__subtitle'>{t('mine.helpSubtitle')}</Text>
      </View>
      <StateView remote={remote} emptyText={t('mine.faqEmpty')}>
        {groups.map((g) => (
          <ListGroup key={g.category} className='help__group'>
            <ListRow
              className='help__category'
              title={<Text className='help__category-title'>{g.category}</Text>}
              value={t('mine.faqCount', { count: g.items.length })}
              onClick={() => navigate(buildUrl(Routes.mineFaqList, { category: g.category }))}
            />
            {g.items.slice(0, 3).map((f) => (
              <ListRow
                key={f.id}
                className='help__question'
                title={f.question}
                onClick={() => navigate(buildUrl(Routes.mineFaqContent, { id: f.id }))}
              />
            ))}
          </ListGroup>
        ))}
      </StateView>
    </AppPage>
  )
}

export default observer(HelpCenterPage)
