import { View, Text, Button, Textarea, Video } from '@tarojs/components'
import Taro, { useReachBottom, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import Avatar from '../../../components/Avatar'
import PostCard from '../../components/PostCard'
import { useStores } from '../../../stores'
import { useRemote } from '../../../utils/useRemote'
import { usePagedList } from '../../../utils/usePagedList'
import { usePullToRefresh } from '../../../utils/usePullToRefresh'
import { useAction } from '../../../utils/useAction'
import { formatDateTime } from '../../../utils/dates'
import { t, getLocale } from '../../../i18n'
import { mediaUrl } from '../../../services/http'
import { currentRoute } from '../../../services/http/route'
import { Routes } from '../../../navigation/routes'
import { navigate } from '../../../navigation/navigate'
import { FORUM_COMMENT_MAX, forumTextLength, type ForumPostDTO } from '../../../protocol/forum'
import './postDetail.scss'
import '../../../i18n/zh-Hant/community'
import '../../../services/api/forum'

/** Asks before an action that cannot be taken back (delete, report, block). */
async function confirm(content: string, confirmText: string): Promise<boolean> {
  const answer = await Taro.showModal({
    title: '',
    content,
    confirmText,
    cancelText: t('community.detail.cancel')
  }).catch(() => ({ confirm: false }))
  return answer.confirm
}

/** One community post: the post, its images or video, likes, comments (paged), and delete / report / block. */
function PostDetail() {
  const { deps, user, loginPanel } = useStores()
  const api = deps.api.forum
  const id = Number(useRouter().params.id) || 0
  const locale = getLocale()
  const post = useRemote(() => api.post(id), [id, locale, user.token])
  const comments = usePagedList((page) => api.comments(id, page), [id, locale, user.token])
  usePullToRefresh(post, comments)
  useReachBottom(() => {
    void comments.more()
  })
  const [patch, setPatch] = useState<Partial<ForumPostDTO>>({})
  const [text, setText] = useState('')
  const p = post.data ? { ...post.data, ...patch } : null

  const needLogin = () => {
    if (user.isLoggedIn) return false
    loginPanel.open(currentRoute())
    return true
  }
  const leave = (message: string) => {
    deps.toast(message)
    // back to the feed (it reloads when shown), or onto it when this page was opened directly
    navigate(Routes.studyCommunity, Taro.getCurrentPages().length > 1 ? 'back' : 'redirect')
  }

  const like = async () => {
    if (!p || needLogin()) return
    const liked = !p.liked
    setPatch((x) => ({ ...x, liked, like_count: Math.max(0, p.like_count + (liked ? 1 : -1)) }))
    try {
      const r = await api.like(p.id, liked)
      setPatch((x) => ({ ...x, liked: r.liked, like_count: r.like_count }))
    } catch {
      setPatch((x) => ({ ...x, liked: p.liked, like_count: p.like_count }))
    }
  }
  const remove = async () => {
    if (!p || !(await confirm(t('community.detail.deletePostConfirm'), t('community.detail.delete')))) return
    await api.remove(p.id).then(
      () => leave(t('community.detail.deleted')),
      () => {}
    )
  }
  const report = async () => {
    if (!p || needLogin()) return
    if (!(await confirm(t('community.detail.reportConfirm'), t('community.detail.report')))) return
    await api.report(p.id).then(
      (r) => (r.hidden ? leave(t('community.detail.reportedHidden')) : deps.toast(t('community.detail.reported'))),
      () => {}
    )
  }
  const block = async () => {
    if (!p || needLogin()) return
    const name = p.author.nickname || t('community.authorFallback')
    if (!(await confirm(t('community.detail.blockConfirm', { name }), t('community.detail.block')))) return
    await api.block(p.author.id).then(
      () => leave(t('community.detail.blocked')),
      () => {}
    )
  }
  /** The comment's send; its error line is also where the form's own checks speak. */
  const commenting = useAction(async (postId: number, count: number) => {
    await api.comment(postId, text)
    setText('')
    setPatch((x) => ({ ...x, comment_count: count + 1 }))
    deps.toast(t('community.detail.commented'))
    await comments.reload()
  })
  const { busy: sending, error: hint, setError: setHint } = commenting
  const send = async () => {
    if (!p || needLogin()) return
    if (!text.trim()) return setHint(t('community.compose.empty'))
    if (forumTextLength(text.trim()) > FORUM_COMMENT_MAX)
      return setHint(t('community.compose.tooLong', { max: FORUM_COMMENT_MAX }))
    await commenting.run(p.id, p.comment_count)
  }
  const removeComment = async (commentId: number) => {
    if (!p || !(await confirm(t('community.detail.deleteCommentConfirm'), t('community.detail.delete')))) return
    await api.removeComment(commentId).then(
      () => {
        comments.drop((c) => c.id === commentId)
        setPatch((x) => ({ ...x, comment_count: Math.max(0, p.comment_count - 1) }))
        deps.toast(t('community.detail.deleted'))
      },
      () => {}
    )
  }

  const length = forumTextLength(text.trim())
  return (
    <AppPage className='list-page post-detail'>
      <NavBar title={t('community.detail.title')} />
      <StateView remote={post}>
        {p && (
          <View>
            <PostCard post={p} full onLike={() => void like()} />
            {p.kind === 'video' && p.video && (
              <Video
                className='post-detail__video'
                src={mediaUrl(p.video)}
                poster={p.poster ? mediaUrl(p.poster) : undefined}
                controls
                aria-label={t('community.videoLabel', { count: p.video_seconds })}
              />
            )}
            <View className='post-detail__actions' aria-label={t('community.detail.actions')}>
              {p.mine ? (
                <Button className='post-detail__action post-detail__action--danger' size='mini' onClick={remove}>
                  {t('community.detail.deletePost')}
                </Button>
              ) : (
                <>
                  <Button className='post-detail__action' size='mini' onClick={report}>
                    {t('community.detail.report')}
                  </Button>
                  <Button className='post-detail__action' size='mini' onClick={block}>
                    {t('community.detail.block')}
                  </Button>
                </>
              )}
            </View>
          </View>
        )}
      </StateView>
      <View className='post-detail__comments'>
        <Text className='post-detail__heading' role='heading' aria-level={2}>
          {t('community.detail.comments')}
        </Text>
        <View className='post-detail__composer'>
          <Textarea
            className='post-detail__input'
            value={text}
            maxlength={-1}
            autoHeight
            placeholder={user.isLoggedIn ? t('community.detail.placeholder') : t('community.loginPrompt')}
            aria-label={t('community.detail.commentLabel')}
            onInput={(e) => {
              setText(e.detail.value)
              setHint('')
            }}
            onFocus={() => void needLogin()}
          />
          <View className='post-detail__bar'>
            <Text className={`post-detail__counter${length > FORUM_COMMENT_MAX ? ' is-over' : ''}`}>
              {t('community.compose.counter', { count: length, max: FORUM_COMMENT_MAX })}
            </Text>
            <Button className='post-detail__send' size='mini' disabled={sending || !p || undefined} onClick={send}>
              {sending ? t('community.detail.sending') : t('community.detail.send')}
            </Button>
          </View>
          {hint && (
            <Text className='post-detail__hint' role='alert'>
              {hint}
            </Text>
          )}
        </View>
        <StateView remote={comments} emptyText={t('community.detail.commentsEmpty')}>
          {comments.items.map((c) => (
            <View key={c.id} className='post-comment' data-comment={c.id}>
              <Avatar src={c.author.avatar ? mediaUrl(c.author.avatar) : ''} size={56} />
              <View className='post-comment__body'>
                <View className='post-comment__head'>
                  <Text className='post-comment__name'>{c.author.nickname || t('community.authorFallback')}</Text>
                  <Text className='post-comment__time'>{formatDateTime(c.created_at)}</Text>
                </View>
                <Text className='post-comment__text' userSelect>
                  {c.content}
                </Text>
                {c.mine && (
                  <Text className='post-comment__delete' role='button' onClick={() => void removeComment(c.id)}>
                    {t('community.detail.delete')}
                  </Text>
                )}
              </View>
            </View>
          ))}
          {comments.hasMore && (
            <Button className='post-detail__more' onClick={() => void comments.more()}>
              {t('community.detail.moreComments')}
            </Button>
          )}
        </StateView>
      </View>
    </AppPage>
  )
}

export default observer(PostDetail)
