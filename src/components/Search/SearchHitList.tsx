import { View, Text, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import StateView from '../StateView'
import { t } from '../../i18n'
import SearchHitRow from './SearchHitRow'
import type { useSearchResults } from './useSearchResults'
import './search.scss'
import '../../i18n/zh-Hant/search'

type Results = ReturnType<typeof useSearchResults>

/** One keyword's paged hits: the total, the rows, and "load more" or the end of the list. */
function SearchHitList({ list, total, keyword }: { list: Results['list']; total: number; keyword: string }) {
  return (
    <StateView remote={list} emptyText={t('search.noResults', { keyword })}>
      <Text className='search-hits__total' role='status'>
        {t('search.total', { count: total })}
      </Text>
      {list.items.map((hit) => (
        <SearchHitRow key={`${hit.kind}:${hit.id}`} hit={hit} />
      ))}
      <View className='search-hits__foot'>
        {list.hasMore ? (
          <Button className='search-hits__more' role='button' onClick={() => void list.more()}>
            {t('search.loadMore')}
          </Button>
        ) : (
          <Text className='search-hits__end'>{t('search.noMore')}</Text>
        )}
      </View>
    </StateView>
  )
}

export default observer(SearchHitList)
