import { View, Text } from '@tarojs/components'
import { usePullDownRefresh, stopPullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import { useNavTitle } from '../../../components/AuthForm/useNavTitle'
import { useStores } from '../../../stores'
import { t, getLocale } from '../../../i18n'
import { navigate } from '../../../navigation/navigate'
import { Routes, buildUrl } from '../../../navigation/routes'
import { useRemote } from '../../../utils/useRemote'
import type { FaqDTO } from '../../../protocol/commerce'
import '../../../components/AuthForm/index.scss'
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
  usePullDownRefresh(() => {
    void remote.reload().finally(() => stopPullDownRefresh())
  })
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
      <StateView
        state={remote.state}
        errorText={remote.error}
        emptyText={t('mine.faqEmpty')}
        onRetry={() => void remote.reload()}
      >
        {groups.map((g) => (
          <View key={g.category} className='auth-card help__group'>
            <View
              className='auth-card__row help__category'
              role='link'
              onClick={() => navigate(buildUrl(Routes.mineFaqList, { category: g.category }))}
            >
              <Text className='help__category-title'>{g.category}</Text>
              <Text className='auth-card__value'>{t('mine.faqCount', { count: g.items.length })}</Text>
              <Text className='auth-card__arrow' aria-hidden>
                ›
              </Text>
            </View>
            {g.items.slice(0, 3).map((f) => (
              <View
                key={f.id}
                className='auth-card__row help__question'
                role='link'
                onClick={() => navigate(buildUrl(Routes.mineFaqContent, { id: f.id }))}
              >
                <Text className='auth-card__title'>{f.question}</Text>
                <Text className='auth-card__arrow' aria-hidden>
                  ›
                </Text>
              </View>
            ))}
          </View>
        ))}
      </StateView>
    </AppPage>
  )
}

export default observer(HelpCenterPage)
