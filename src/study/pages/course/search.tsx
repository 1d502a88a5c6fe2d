import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useReachBottom, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import SearchBox from '../../../components/Search/SearchBox'
import SearchHitList from '../../../components/Search/SearchHitList'
import Chips from '../../../components/Search/Chips'
import { clearRecent, readRecent, rememberSearch } from '../../../components/Search/recent'
import { useSearchResults } from '../../../components/Search/useSearchResults'
import { useStores } from '../../../stores'
import { useRemote } from '../../../utils/useRemote'
import { usePullToRefresh } from '../../../utils/usePullToRefresh'
import { t, getLocale } from '../../../i18n'
import { decodeParam } from '../../../navigation/routes'
import './search.scss'
import '../../../i18n/zh-Hant/search'
import '../../../services/api/search'

/**
 * The study hub's course search: courses, short videos and lives only (`POST /v3/course/search`), results in
 * place under the field; before a search, recent and hot searches.
 */
function CourseSearch() {
  const { deps } = useStores()
  const { params } = useRouter()
  const locale = getLocale()
  const first = decodeParam(params.keyword)
  const [input, setInput] = useState(first)
  const [keyword, setKeyword] = useState(first)
  const [hint, setHint] = useState('')
  const [recent, setRecent] = useState(() => readRecent(deps.storage))
  const { list, total } = useSearchResults((b) => deps.api.search.courses(b), keyword, undefined, [locale])
  const hot = useRemote(() => deps.api.search.hot(), [locale])
  usePullToRefresh(list, hot)
  useReachBottom(() => void list.more())
  const searching = keyword.length > 0

  const search = (value: string) => {
    const k = value.trim()
    if (!k) {
      setHint(t('search.empty'))
      return
    }
    setRecent(rememberSearch(deps.storage, k))
    setHint('')
    setInput(k)
    setKeyword(k)
  }

  return (
    <AppPage className='course-search'>
      <NavBar title={t('search.courseTitle')} />
      <SearchBox
        value={input}
        focus={!first}
        placeholder={t('search.coursePlaceholder')}
        onChange={(v) => {
          setInput(v)
          setHint('')
          if (!v.trim()) setKeyword('')
        }}
        onSubmit={search}
      />
      <Text className={`course-search__hint${hint ? '' : ' is-empty'}`} role='alert'>
        {hint}
      </Text>
      <View className={`course-search__landing${searching ? ' is-hidden' : ''}`}>
        <View className={recent.length ? '' : 'is-hidden'}>
          <Chips
            title={t('search.recent')}
            words={recent}
            onPick={search}
            action={{
              label: t('search.clearRecent'),
              onClick: () => {
                clearRecent(deps.storage)
                setRecent([])
                deps.toast(t('search.recentCleared'))
              }
            }}
          />
        </View>
        <StateView remote={hot}>
          <Chips
            title={t('search.hot')}
            words={hot.data?.list ?? []}
            emptyText={t('search.hotEmpty')}
            onPick={search}
          />
        </StateView>
      </View>
      <View className={`course-search__results${searching ? '' : ' is-hidden'}`}>
        <SearchHitList list={list} total={total} keyword={keyword} />
      </View>
    </AppPage>
  )
}

export default observer(CourseSearch)
