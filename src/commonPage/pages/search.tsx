import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import SearchBox from '../../components/Search/SearchBox'
import Chips from '../../components/Search/Chips'
import { kindLabel } from '../../components/Search/SearchHitRow'
import { openSearchHit } from '../../components/Search/open'
import { clearRecent, readRecent, rememberSearch } from '../../components/Search/recent'
import { useSuggestions } from '../../components/Search/useSuggestions'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { t, getLocale } from '../../i18n'
import { navigate } from '../../navigation/navigate'
import { Routes, buildUrl, decodeParam } from '../../navigation/routes'
import './search.scss'
import '../../i18n/zh-Hant/search'
import '../../services/api/search'

/**
 * The search page: the field, recent searches (on this device, clearable), hot searches from the server, and
 * suggestions while typing (debounced; answers for older keystrokes are dropped). Submitting opens the results.
 */
function SearchPage() {
  const { deps } = useStores()
  const { params } = useRouter()
  const [keyword, setKeyword] = useState(decodeParam(params.keyword))
  const [hint, setHint] = useState('')
  const [recent, setRecent] = useState(() => readRecent(deps.storage))
  const hot = useRemote(() => deps.api.search.hot(), [getLocale()])
  const suggestions = useSuggestions(keyword, (k) => deps.api.search.suggest(k))
  const typing = keyword.trim().length > 0

  const submit = (value: string) => {
    const k = value.trim()
    if (!k) {
      setHint(t('search.empty'))
      return
    }
    setRecent(rememberSearch(deps.storage, k))
    navigate(buildUrl(Routes.searchResult, { keyword: k, kind: params.kind }))
  }

  return (
    <AppPage className='search-page'>
      <NavBar title={t('search.title')} />
      <SearchBox
        value={keyword}
        focus
        placeholder={t('search.placeholder')}
        onChange={(v) => {
          setKeyword(v)
          setHint('')
        }}
        onSubmit={submit}
      />
      <Text className={`search-page__hint${hint ? '' : ' is-empty'}`} role='alert'>
        {hint}
      </Text>
      <View className={`search-page__suggest${typing ? '' : ' is-hidden'}`}>
        <View className='search-suggest' role='button' onClick={() => submit(keyword)}>
          <Text className='search-suggest__title'>{t('search.searchFor', { keyword: keyword.trim() })}</Text>
        </View>
        {suggestions.map((s) => (
          <View
            key={`${s.kind}:${s.id}`}
            className='search-suggest'
            role='link'
            data-kind={s.kind}
            onClick={() => {
              setRecent(rememberSearch(deps.storage, keyword))
              openSearchHit(s)
            }}
          >
            <Text className='search-suggest__title'>{s.title}</Text>
            <Text className='search-suggest__kind'>{kindLabel(s.kind)}</Text>
          </View>
        ))}
      </View>
      <View className={`search-page__landing${typing ? ' is-hidden' : ''}`}>
        <View className={recent.length ? '' : 'is-hidden'}>
          <Chips
            className='search-page__recent'
            title={t('search.recent')}
            words={recent}
            onPick={submit}
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
            className='search-page__hot'
            title={t('search.hot')}
            words={hot.data?.list ?? []}
            emptyText={t('search.hotEmpty')}
            onPick={submit}
          />
        </StateView>
      </View>
    </AppPage>
  )
}

export default observer(SearchPage)
