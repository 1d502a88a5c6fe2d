import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import Comments, { type CommentThread } from '../../../components/Comments'
import { usePullToRefresh } from '../../../utils/usePullToRefresh'
import { t } from '../../../i18n'
import { decodeParam } from '../../../navigation/routes'
import './comments.scss'
import '../../../i18n/zh-Hant/hub'

/**
 * The message list (spec §2 study/pages/course/comments): every message of a course (`?course_id`) or of a
 * meditation track (`?resource_id`), with the composer, likes and deleting one's own. `title` names what the
 * messages are on.
 */
function CommentsPage() {
  const { params } = useRouter()
  const courseId = Number(params.course_id)
  const resourceId = Number(params.resource_id)
  const thread: CommentThread | null =
    courseId > 0 ? { kind: 'course', id: courseId } : resourceId > 0 ? { kind: 'resource', id: resourceId } : null
  const title = decodeParam(params.title)
  const [reloadKey, setReloadKey] = useState(0)
  usePullToRefresh(() => setReloadKey((k) => k + 1))
  return (
    <AppPage className='comments-page'>
      <NavBar title={t('hub.messagesTitle')} />
      {thread ? (
        <View className='comments-page__body'>
          {!!title && (
            <Text className='comments-page__of' role='heading' aria-level={2}>
              {t('hub.messagesOf', { title })}
            </Text>
          )}
          <Comments
            thread={thread}
            reloadKey={reloadKey}
            placeholder={thread.kind === 'resource' ? t('hub.trackPlaceholder') : undefined}
          />
        </View>
      ) : (
        <StateView state='empty' emptyText={t('hub.missingTarget')} />
      )}
    </AppPage>
  )
}

export default observer(CommentsPage)
