import { View } from '@tarojs/components'
import { t } from '../../i18n'
import { navigate } from '../../navigation/navigate'
import { Routes, buildUrl } from '../../navigation/routes'
import type { SearchKind } from '../../protocol/search'
import Icon from '../Icon'
import './SearchEntry.scss'
import '../../i18n/zh-Hant/tabs'

/** The search icon of a tab's header (labelled for screen readers); `kind` is the result tab to land on. */
export default function SearchEntry({ kind, className }: { kind?: SearchKind; className?: string }) {
  return (
    <View
      className={`search-entry${className ? ` ${className}` : ''}`}
      role='button'
      aria-label={t('tabs.searchOpen')}
      onClick={() => navigate(buildUrl(Routes.search, { kind }))}
    >
      <Icon name='search' size={20} />
    </View>
  )
}
