import { View, Text, Textarea, Button, Image } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { t, getLocale } from '../../../i18n'
import { useStores } from '../../../stores'
import { errorText } from '../../../services/http'
import { currentRoute } from '../../../services/http/route'
import { isValidComment } from '../../../utils/validators'
import { COMMENT_MAX_LENGTH } from '../../../utils/constants'
import type { CommentDTO } from '../../../protocol/course'
import { formatDate } from '../../../utils/dates'

/**
 * Comments under a course (spec §7 `/v2/comments/{id}`): newest first, "more" pages in place, an inline composer
 * (≤ 500 characters, spec §5) that asks a visitor to log in first, and optimistic likes rolled back on failure.
 */
function Comments({ courseId, onCountChange }: { courseId: number; onCountChange?: (delta: number) => void }) {
  const { deps, user, loginPanel } = useStores()
  const api = deps.api.course
  const [items, setItems] = useState<CommentDTO[] | null>(null)
  const [page, setPage] = useState(1)
  const [hasMore, setHasMore] = useState(false)
  const [error, setError] = useState('')
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const [hint, setHint] = useState('')

  const load = async (p: number) => {
    setError('')
    try {
      const res = await api.comments(courseId, p)
      setItems((prev) =>
        p === 1 || !prev ? res.list : [...prev, ...res.list.filter((c) => !prev.some((x) => x.id === c.id))]
      )
      setPage(p)
      setHasMore(res.has_more)
    } catch (e) {
      setError(errorText(e, t))
    }
  }
  // first page on mount and when the course or login changes (the liked/mine flags depend on the user)

  const locale = getLocale()
  useEffect(() => {
    void load(1)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on what changes the first page, not on `load`
  }, [courseId, user.token, locale])

  const send = async () => {
    if (!user.isLoggedIn) {
      loginPanel.open(currentRoute())
      return
    }
    if (!text.trim()) {
      setHint(t('course.comments.blank'))
      return
    }
    if (!isValidComment(text)) {
      setHint(t('course.comments.tooLong', { max: COMMENT_MAX_LENGTH }))
      return
    }
    setSending(true)
    setHint('')
    try {
      const c = await api.postComment(courseId, text)
      setItems((prev) => [c, ...(prev ?? [])])
      setText('')
      onCountChange?.(1)
      deps.toast(t('course.comments.posted'))
    } catch {
      /* the HTTP layer toasts; the text stays for another try */
    } finally {
      setSending(false)
    }
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
      const r = await api.likeComment(c.id, next)
      patch(r.liked, r.like_count)
    } catch {
      patch(c.liked, c.like_count)
    }
  }

  const length = Array.from(text).length
  return (
    <View className='course-comments' aria-label={t('course.comments.title')}>
      <View className='course-comments__composer'>
        {/* Taro's Textarea, not AtTextarea: AtTextarea cannot pass aria-label to its field (an unlabelled input) */}
        <Textarea
          className='course-comments__input'
          value={text}
          maxlength={COMMENT_MAX_LENGTH}
          autoHeight
          placeholder={user.isLoggedIn ? t('course.comments.placeholder') : t('course.comments.loginToPost')}
          aria-label={t('course.comments.placeholder')}
          onInput={(e) => {
            setText(e.detail.value)
            setHint('')
          }}
          onFocus={() => {
            if (!user.isLoggedIn) loginPanel.open(currentRoute())
          }}
        />
        <View className='course-comments__bar'>
          <Text className={`course-comments__counter${length > COMMENT_MAX_LENGTH ? ' is-over' : ''}`}>
            {t('course.comments.counter', { count: length, max: COMMENT_MAX_LENGTH })}
          </Text>
          <Button className='course-comments__send' size='mini' disabled={sending || undefined} onClick={send}>
            {sending ? t('course.comments.sending') : t('course.comments.send')}
          </Button>
        </View>
        {hint && (
          <Text className='course-comments__hint' role='alert'>
            {hint}
          </Text>
        )}
      </View>
      {error && (
        <View className='course-comments__error' role='alert'>
          <Text>{error}</Text>
          <Button size='mini' onClick={() => load(1)}>
            {t('common.retry')}
          </Button>
        </View>
      )}
      {items === null && !error && (
        <Text className='course-comments__loading' role='status'>
          {t('common.loading')}
        </Text>
      )}
      {items && items.length === 0 && <Text className='course-comments__empty'>{t('course.comments.empty')}</Text>}
      {items?.map((c) => (
        <View key={c.id} className='course-comment' data-comment={c.id}>
          {c.avatar ? (
            <Image
              nativeProps={{ alt: '' }}
              className='course-comment__avatar'
              src={api.mediaSrc(c.avatar)}
              aria-hidden
            />
          ) : (
            <View className='course-comment__avatar course-comment__avatar--blank' aria-hidden>
              {(c.nickname || '?').slice(0, 1)}
            </View>
          )}
          <View className='course-comment__body'>
            <View className='course-comment__head'>
              <Text className='course-comment__name'>{c.nickname || t('common.appName')}</Text>
              <Text className='course-comment__date'>{formatDate(c.created_at, '/')}</Text>
            </View>
            <Text className='course-comment__text' userSelect>
              {c.content}
            </Text>
            <Text
              className={`course-comment__like${c.liked ? ' is-liked' : ''}`}
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
      ))}
      {hasMore && (
        <Button className='course-comments__more' onClick={() => load(page + 1)}>
          {t('course.comments.more')}
        </Button>
      )}
    </View>
  )
}

export default observer(Comments)
