import type { PropsWithChildren } from 'react'
import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '../../../i18n'
import './index.scss'
import '../../../i18n/zh-Hant/courseFavorites'

export type Kind = 'meditation' | 'course'

/** The two kinds of the favourites and history pages: meditation and courses (a segmented tab row). */
function KindTabs({ value, onChange }: { value: Kind; onChange: (k: Kind) => void }) {
  const kinds: Kind[] = ['meditation', 'course']
  return (
    <View className='kind-tabs' role='tablist' aria-label={t('courseFavorites.tabs.label')}>
      {kinds.map((k) => (
        <Text
          key={k}
          id={`kind-tab-${k}`}
          role='tab'
          aria-selected={value === k}
          aria-controls={`kind-panel-${k}`}
          className={`kind-tabs__tab${value === k ? ' kind-tabs__tab--on' : ''}`}
          data-kind={k}
          onClick={() => onChange(k)}
        >
          {t(k === 'meditation' ? 'courseFavorites.tabs.meditation' : 'courseFavorites.tabs.course')}
        </Text>
      ))}
    </View>
  )
}

/** The panel of one kind, labelled by its tab; kept mounted (and hidden) while the other kind is shown. */
export function KindPanel({ kind, shown, children }: PropsWithChildren<{ kind: Kind; shown: Kind }>) {
  return (
    <View
      id={`kind-panel-${kind}`}
      role='tabpanel'
      aria-labelledby={`kind-tab-${kind}`}
      className={shown === kind ? '' : 'kind-panel--off'}
    >
      {children}
    </View>
  )
}

export default observer(KindTabs)
