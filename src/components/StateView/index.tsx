import { View, Text, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { ReactNode } from 'react'
import { t } from '../../i18n'
import Animation from '../Animation/lazy'
import './index.scss'

interface Props {
  state: 'idle' | 'loading' | 'ready' | 'error' | 'empty'
  /** i18n key or text for the error (defaults to common.error). */
  errorText?: string
  emptyText?: string
  /** Path of a Lottie animation shown above the empty text (decorative), e.g. the tab's animationPath. */
  emptyAnimation?: string
  onRetry?: () => void
  children?: ReactNode
}

/** Loading / empty / error-with-retry around a screen's content (issue-wide rule: no blank screens). */
function StateView({ state, errorText, emptyText, emptyAnimation, onRetry, children }: Props) {
  if (state === 'loading' || state === 'idle') {
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
