import { View, Text, Button } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { t } from '../../i18n'
import { shownState, type LoadState, type StoreLoadState } from '../../utils/loadState'
import Animation from '../Animation/lazy'
import './index.scss'

/** What `useRemote` and `usePagedList` give: their state, error text and retry. */
export interface RemoteLike {
  state: LoadState
  error?: string
  reload: () => unknown
}

type Props = {
  /** i18n key or text for the error (defaults to common.error). */
  errorText?: string
  emptyText?: string
  /** Path of a Lottie animation shown above the empty text (decorative), e.g. the tab's animationPath. */
  emptyAnimation?: string
  onRetry?: () => void
  children?: ReactNode
} & (
  | {
      /** a `useRemote` / `usePagedList` result: its state, error and reload as the retry */ remote: RemoteLike
      state?: never
    }
  | { state: LoadState | StoreLoadState; remote?: never }
)

/**
 * Loading / empty / error-with-retry around a screen's content (no blank screens). Pass `remote` for a
 * `useRemote` / `usePagedList` result, or `state` (with `errorText` and `onRetry`) for anything else.
 */
function StateView(props: Props) {
  const { remote, emptyText, emptyAnimation, children } = props
  const state = shownState(remote ? remote.state : props.state!)
  const errorText = props.errorText ?? remote?.error
  const onRetry = props.onRetry ?? (remote ? () => void remote.reload() : undefined)
  if (state === 'loading') {
    return (
      <View className='state-view state-view--loading' role='status' aria-live='polite'>
        {/* own CSS spinner, not AtActivityIndicator: this view is on every page's first load, which must not grow */}
        <View className='state-view__spinner' />
        <Text className='state-view__text'>{t('common.loading')}</Text>
      </View>
    )
  }
  if (state === 'error') {
    return (
      <View className='state-view state-view--error' role='alert'>
        <Text className='state-view__text'>{errorText || t('common.error')}</Text>
        {onRetry && (
          <Button className='state-view__retry' onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </View>
    )
  }
  if (state === 'empty') {
    return (
      <View className='state-view state-view--empty'>
        {!!emptyAnimation && (
          <View className='state-view__animation'>
            <Animation path={emptyAnimation} />
          </View>
        )}
        <Text className='state-view__text'>{emptyText || t('common.empty')}</Text>
      </View>
    )
  }
  return <>{children}</>
}

export default observer(StateView)
