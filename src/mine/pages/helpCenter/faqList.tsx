import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import { ListGroup, ListRow } from '../../../components/ListRow'
import StateView from '../../../components/StateView'
import { useNavTitle } from '../../../components/AuthForm/useNavTitle'
import { useStores } from '../../../stores'
import { t, getLocale } from '../../../i18n'
import { navigate } from '../../../navigation/navigate'
import { Routes, buildUrl } from '../../../navigation/routes'
import { useRemote } from '../../../utils/useRemote'
import { usePullToRefresh } from '../../../utils/usePullToRefresh'
import './help.scss'
import '../../../i18n/zh-Hant/mine'

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
      <StateView remote={remote} emptyText={t('mine.faqEmpty')}>
        <ListGroup role='list'>
          {list.map((f) => (
            <ListRow
              key={f.id}
              className='help__question'
              title={f.question}
              onClick={() => navigate(buildUrl(Routes.mineFaqContent, { id: f.id }))}
            />
          ))}
        </ListGroup>
      </StateView>
    </AppPage>
  )
}

export default observer(FaqListPage)
