import { View, Text, Button, Image } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useRef, useState } from 'react'
import { t, getLocale } from '../../i18n'
import { useStores } from '../../stores'
import type { Api } from '../../services/api'
import { errorText } from '../../services/http'
import { currentRoute } from '../../services/http/route'
import { commentProblem, displayLength } from '../../protocol/comments'
import { COMMENT_MAX_LENGTH, type CommentDTO, type CommentLikeDTO, type CommentPageDTO } from '../../protocol/course'
import { formatDate } from '../../utils/dates'
import MultilineField from '../MultilineField'
import './index.scss'
import { imageAlt } from '../../utils/imageAlt'
import { useAction } from '../../utils/useAction'
import '../../i18n/zh-Hant/course'
import '../../i18n/zh-Hant/hub'
import { DESTRUCTIVE_CONFIRM_COLOR } from '../../utils/constants'

/**
 * What a thread hangs under: a course (spec §7 `/v2/comments/{id}`), an online camp (`/v2/commodity/{id}/comments`,
 * the course thread under the camp) or a meditation track (resourceComments).
 */
export interface CommentThread {
  kind: 'course' | 'commodity' | 'resource'
  id: number
}

interface ThreadCalls {
  page(p: number): Promise<CommentPageDTO>
  post(text: string): Promise<CommentDTO>
  like(commentId: number, like: boolean): Promise<CommentLikeDTO>
  remove(commentId: number): Promise<null>
}

function threadCalls(api: Api, thread: CommentThread): ThreadCalls {
  if (thread.kind === 'course' || thread.kind === 'commodity') {
    const camp = thread.kind === 'commodity'
    return {
      page: (p) => (camp ? api.course.commodityComments(thread.id, p) : api.course.comments(thread.id, p)),
      post: (text) =>
        camp ? api.course.postCommodityComment(thread.id, text) : api.course.postComment(thread.id, text),
      like: (id, like) => api.course.likeComment(id, like),
      remove: (id) => api.course.deleteComment(id)
    }
  }
  return {
    page: (p) => api.meditation.resourceComments(thread.id, p),
    post: (text) => api.meditation.postResourceComment(thread.id, text),
    like: (id, like) => api.meditation.likeResourceComment(id, like),
    remove: (id) => api.meditation.deleteResourceComment(id)
  }
}

/**
 * A comment thread: newest first, "more" pages in place, an inline composer (≤ 500 with non-ASCII counted as
 * two, spec §5) that asks a visitor to log in first, optimistic likes rolled back on failure, and deleting one's
 * own comments after a confirmation. `reloadKey` reloads the first page when it changes (pull-to-refresh).
 */
function Comments({
  thread,
  onCountChange,
  placeholder,
  reloadKey = 0
}: {
  thread: CommentThread
  onCountChange?: (delta: number) => void
  placeholder?: string
  reloadKey?: number
}) {
  const { deps, user, loginPanel } = useStores()
  const calls = threadCalls(deps.api, thread)
  const [items, setItems] = useState<CommentDTO[] | null>(null)
  const [page, setPage] = useState(1)
  const [hasMore, setHasMore] = useState(false)
  const [error, setError] = useState('')
  const [text, setText] = useState('')
  const [hint, setHint] = useState('')
  // answers for an older thread (the album page switches tracks) are dropped
  const seq = useRef(0)
  const shown = useRef('')

  const load = async (p: number) => {
    const mine = ++seq.current
    setError('')
    // another thread: its list starts from loading; a reload of the same one keeps what is on screen
    const key = `${thread.kind}:${thread.id}`
    if (shown.current !== key) setItems(null)
    shown.current = key
    try {
      const res = await calls.page(p)
      if (mine !== seq.current) return
      setItems((prev) =>
        p === 1 || !prev ? res.list : [...prev, ...res.list.filter((c) => !prev.some((x) => x.id === c.id))]
      )
      setPage(p)
      setHasMore(res.has_more)
    } catch (e) {
      if (mine === seq.current) setError(errorText(e, t))
    }
  }

  const locale = getLocale()
  useEffect(() => {
    void load(1)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on what changes the first page, not on `load`
  }, [thread.kind, thread.id, user.token, locale, reloadKey])

  // the HTTP layer toasts a failure; the text stays for another try
  const posting = useAction(async (body: string) => {
    const c = await calls.post(body)
    setItems((prev) => [c, ...(prev ?? [])])
    setText('')
    onCountChange?.(1)
    deps.toast(t('course.comments.posted'))
  })
  const sending = posting.busy

  const send = async () => {
    if (!user.isLoggedIn) {
      loginPanel.open(currentRoute())
      return
    }
    const problem = commentProblem(text)
    if (problem) {
      setHint(problem === 'blank' ? t('course.comments.blank') : t('hub.tooLong', { max: COMMENT_MAX_LENGTH }))
      return
    }
    setHint('')
    await posting.run(text)
  }

  const like = async (c: CommentDTO) => {
    if (!user.isLoggedIn) {
      loginPanel.open(currentRoute())
      return
    }
    const next = !c.liked
    const patch = (liked: boolean, count: number) =>
      setItems((prev) => prev?.map((x) => (x.id === c.id ? { ...x, liked, like_count: count } : x)) ?? prev)
    patch(next, Math.max(0, c.like_count + (next ? 1 : -1)))
    try {
      const r = await calls.like(c.id, next)
      patch(r.liked, r.like_count)
    } catch {
      patch(c.liked, c.like_count)
    }
  }

  const remove = async (c: CommentDTO) => {
    const answer = await Taro.showModal({
      content: t('hub.deleteConfirm'),
      confirmText: t('hub.delete'),
      confirmColor: DESTRUCTIVE_CONFIRM_COLOR,
      cancelText: t('common.cancel')
    }).catch(() => ({ confirm: false }))
    if (!answer.confirm) return
    try {
      await calls.remove(c.id)
      setItems((prev) => prev?.filter((x) => x.id !== c.id) ?? prev)
      onCountChange?.(-1)
      deps.toast(t('hub.deleted'))
    } catch {
      /* the HTTP layer toasts */
    }
  }

  const length = displayLength(text)
  const prompt = placeholder ?? t('course.comments.placeholder')
  return (
    <View className='jx-comments'>
      <View className='jx-comments__composer'>
        {/* not AtTextarea: AtTextarea cannot pass aria-label to its field (an unlabelled input). The native cap
            is generous: the rule counts non-ASCII as two and is shown by the counter and hint. */}
        <MultilineField
          className='jx-comments__input'
          value={text}
          maxLength={COMMENT_MAX_LENGTH * 2}
          autoHeight
          placeholder={user.isLoggedIn ? prompt : t('course.comments.loginToPost')}
          label={prompt}
          onInput={(value) => {
            setText(value)
            setHint('')
          }}
          onFocus={() => {
            if (!user.isLoggedIn) loginPanel.open(currentRoute())
          }}
        />
        <View className='jx-comments__bar'>
          <Text className={`jx-comments__counter${length > COMMENT_MAX_LENGTH ? ' is-over' : ''}`}>
            {t('hub.counter', { count: length, max: COMMENT_MAX_LENGTH })}
          </Text>
          <Button
            className='jx-comments__send'
            role='button'
            size='mini'
            disabled={sending || undefined}
            onClick={send}
          >
            {sending ? t('course.comments.sending') : t('course.comments.send')}
          </Button>
        </View>
        <Text className={`jx-comments__hint${hint ? '' : ' is-empty'}`} role='alert'>
          {hint}
        </Text>
      </View>
      {error && (
        <View className='jx-comments__error' role='alert'>
          <Text>{error}</Text>
          <Button size='mini' role='button' onClick={() => load(1)}>
            {t('common.retry')}
          </Button>
        </View>
      )}
      {items === null && !error && (
        <Text className='jx-comments__loading' role='status'>
          {t('common.loading')}
        </Text>
      )}
      {items && items.length === 0 && <Text className='jx-comments__empty'>{t('course.comments.empty')}</Text>}
      {items?.map((c) => (
        <View key={c.id} className='jx-comment' data-comment={c.id}>
          {c.avatar ? (
            <Image
              {...imageAlt('')}
              className='jx-comment__avatar'
              src={deps.api.course.mediaSrc(c.avatar)}
              aria-hidden
            />
          ) : (
            <View className='jx-comment__avatar jx-comment__avatar--blank' aria-hidden>
              {(c.nickname || '?').slice(0, 1)}
            </View>
          )}
          <View className='jx-comment__body'>
            <View className='jx-comment__head'>
              <Text className='jx-comment__name'>{c.nickname || t('common.appName')}</Text>
              <Text className='jx-comment__date'>{formatDate(c.created_at, '/')}</Text>
            </View>
            <Text className='jx-comment__text' userSelect>
              {c.content}
            </Text>
            <View className='jx-comment__actions'>
              {c.mine && (
                <Text
                  className='jx-comment__delete'
                  role='button'
                  aria-label={t('hub.deleteLabel')}
                  onClick={() => remove(c)}
                >
                  {t('hub.delete')}
                </Text>
              )}
              <Text
                className={`jx-comment__like${c.liked ? ' is-liked' : ''}`}
                role='button'
                aria-pressed={c.liked}
                aria-label={t(c.liked ? 'course.comments.unlikeLabel' : 'course.comments.likeLabel', {
                  count: c.like_count
                })}
                onClick={() => like(c)}
              >
                ♥ {c.like_count}
              </Text>
            </View>
          </View>
        </View>
      ))}
      {hasMore && (
        <Button className='jx-comments__more' role='button' onClick={() => load(page + 1)}>
          {t('course.comments.more')}
        </Button>
      )}
    </View>
  )
}

export default observer(Comments)
