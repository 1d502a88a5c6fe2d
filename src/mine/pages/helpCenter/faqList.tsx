import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
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
import { usePullToRefresh } from '../../../utils/usePullToRefresh'
import '../../../components/AuthForm/index.scss'
import './help.scss'

/**
 * The questions of one category (`?category=`). Category names come translated, so after a language switch
 * the name no longer matches: then every question shows, grouped by its category.
 */
function FaqListPage() {
  const root = useStores()
  const category = decodeURIComponent((useRouter().params?.category as string) || '')
  const remote = useRemote(
    () => root.deps.api.user.faqs(),
    [getLocale()],
    (l) => l.length === 0
  )
  usePullToRefresh(remote)
  const all = remote.data || []
  const inCategory = all.filter((f) => f.category === category)
  const list = inCategory.length ? inCategory : all
  useNavTitle(inCategory.length ? category : t('mine.faqList'))
  return (
    <AppPage className='faq-list-page'>
      <NavBar title={t('common.titles.faqList')} />
      <StateView
        state={remote.state}
        errorText={remote.error}
        emptyText={t('mine.faqEmpty')}
        onRetry={() => void remote.reload()}
      >
        <View className='auth-card' role='list'>
          {list.map((f) => (
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
      </StateView>
    </AppPage>
  )
}

export default observer(FaqListPage)
