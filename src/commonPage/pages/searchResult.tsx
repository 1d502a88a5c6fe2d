import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useReachBottom, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import SearchBox from '../../components/Search/SearchBox'
import { kindLabel } from '../../components/Search/SearchHitRow'
import SearchHitList from '../../components/Search/SearchHitList'
import Chips from '../../components/Search/Chips'
import { rememberSearch } from '../../components/Search/recent'
import { useSearchResults } from '../../components/Search/useSearchResults'
import { useStores } from '../../stores'
import { decodeParam } from '../../navigation/routes'
import { useRemote } from '../../utils/useRemote'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import { t, getLocale } from '../../i18n'
import { SEARCH_KINDS, type SearchKind } from '../../protocol/search'
import './searchResult.scss'
import '../../i18n/zh-Hant/search'
import '../../services/api/search'

const isKind = (v: string | undefined): v is SearchKind => !!v && (SEARCH_KINDS as readonly string[]).includes(v)

/**
 * Search results (spec §2 searchResult?keyword[&kind]): a tab per kind with its count, paged results with the
 * matches marked, each opening its own page; when nothing matches, hot searches to try instead. The first
 * answer moves to the first kind that has results unless a tab was chosen.
 */
function SearchResult() {
  const { deps } = useStores()
  const { params } = useRouter()
  const locale = getLocale()
  const first = decodeParam(params.keyword)
  const [input, setInput] = useState(first)
  const [keyword, setKeyword] = useState(first)
  const [hint, setHint] = useState('')
  const [kind, setKind] = useState<SearchKind>(isKind(params.kind) ? params.kind : 'meditation')
  const [chosen, setChosen] = useState(isKind(params.kind))
  const { list, counts, total, counted } = useSearchResults((b) => deps.api.search.all(b), keyword, kind, [locale])
  const hot = useRemote(() => deps.api.search.hot(), [locale])
  usePullToRefresh(list)
  useReachBottom(() => void list.more())

  // land on a kind that has results (once per keyword, until the user picks a tab)
  if (!chosen && counted && counts[kind] === 0) {
    const better = SEARCH_KINDS.find((k) => counts[k] > 0)
    if (better) {
      setKind(better)
      setChosen(true)
    }
  }

  const search = (value: string) => {
    const k = value.trim()
    if (!k) {
      setHint(t('search.empty'))
      return
    }
    rememberSearch(deps.storage, k)
    setHint('')
    setInput(k)
    setKeyword(k)
    setChosen(false)
  }

  return (
    <AppPage className='search-result'>
      <NavBar title={t('search.resultTitle')} />
      <SearchBox value={input} placeholder={t('search.placeholder')} onChange={setInput} onSubmit={search} />
      <Text className={`search-result__hint${hint ? '' : ' is-empty'}`} role='alert'>
        {hint}
      </Text>
      {/* own tabs, not AtTabs: AtTabs renders no tablist/tab roles nor aria-selected */}
      <View className='search-result__tabs' role='tablist'>
        {SEARCH_KINDS.map((k) => (
          <Text
            key={k}
            role='tab'
            data-kind={k}
            aria-selected={k === kind}
            className={`search-result__tab${k === kind ? ' search-result__tab--active' : ''}`}
            onClick={() => {
              setKind(k)
              setChosen(true)
            }}
          >
            {t('search.tabLabel', { kind: kindLabel(k), count: counts[k] })}
          </Text>
        ))}
      </View>
      <SearchHitList list={list} total={total} keyword={keyword} />
      <View className={`search-result__try${list.state === 'empty' ? '' : ' is-hidden'}`}>
        <Text className='search-result__tip'>{t('search.noResultsTip')}</Text>
        <Chips title={t('search.hot')} words={hot.data?.list ?? []} onPick={search} />
      </View>
    </AppPage>
  )
}

export default observer(SearchResult)
