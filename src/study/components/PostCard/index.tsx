import { View, Text, Image } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import Avatar from '../../../components/Avatar'
import Icon from '../../../components/Icon'
import { t } from '../../../i18n'
import { mediaUrl } from '../../../services/http'
import { formatDateTime } from '../../../utils/dates'
import type { ForumPostDTO } from '../../../protocol/forum'
import './index.scss'
import { imageAlt } from '../../../utils/imageAlt'
import '../../../i18n/zh-Hant/community'

interface Props {
  post: ForumPostDTO
  /** Feed: the whole card opens the post. */
  onOpen?: () => void
  onLike?: () => void
  /** Detail: the full text, images open the previewer, the video plays in place (rendered by the page). */
  full?: boolean
}

/**
 * One community post: author, time, the text (plain text, never HTML: user text is rendered as a text node, so
 * tags and links stay characters), images or the video's poster, likes and the comment count.
 */
function PostCard({ post, onOpen, onLike, full }: Props) {
  const images = post.images.map((u) => mediaUrl(u))
  const preview = (i: number) => {
    if (!full) return onOpen?.()
    Taro.previewImage({ urls: images, current: images[i] }).catch(() => {})
  }
  return (
    <View className={`post-card${full ? ' post-card--full' : ''}`} data-post={post.id}>
      <View className='post-card__head'>
        <Avatar className='post-card__avatar' src={post.author.avatar ? mediaUrl(post.author.avatar) : ''} size={64} />
        <View className='post-card__who'>
          <Text className='post-card__name'>{post.author.nickname || t('community.authorFallback')}</Text>
          <Text className='post-card__time'>{formatDateTime(post.created_at)}</Text>
        </View>
      </View>
      {post.status === 'review' && (
        <Text className='post-card__review' role='note'>
          {t('community.underReview')}
        </Text>
      )}
      {!!post.content && (
        <Text
          className={`post-card__text${full ? '' : ' post-card__text--clamp'}`}
          userSelect={full}
          role={onOpen ? 'link' : undefined}
          onClick={onOpen}
        >
          {post.content}
        </Text>
      )}
      {images.length > 0 && (
        <View className={`post-card__images post-card__images--${Math.min(images.length, 3)}`}>
          {images.map((src, i) => (
            <Image
              key={src}
              className='post-card__image'
              src={src}
              mode='aspectFill'
              lazyLoad
              role='button'
              aria-label={t('community.imageAlt', { n: i + 1 })}
              {...imageAlt(t('community.imageAlt', { n: i + 1 }))}
              onClick={() => preview(i)}
            />
          ))}
        </View>
      )}
      {post.kind === 'video' && post.poster && !full && (
        <View
          className='post-card__video'
          role='link'
          aria-label={t('community.videoLabel', { count: post.video_seconds })}
          onClick={onOpen}
        >
          <Image className='post-card__poster' src={mediaUrl(post.poster)} mode='aspectFill' aria-hidden />
          <Icon name='play' size={36} className='post-card__play' />
        </View>
      )}
      <View className='post-card__foot'>
        <View
          className={`post-card__like${post.liked ? ' is-liked' : ''}`}
          role='button'
          aria-pressed={post.liked}
          aria-label={t(post.liked ? 'community.unlikeLabel' : 'community.likeLabel', { count: post.like_count })}
          onClick={onLike}
        >
          <Icon name={post.liked ? 'heart-2' : 'heart'} size={18} />
          <Text aria-hidden>{post.like_count}</Text>
        </View>
        <Text className='post-card__comments' role={onOpen ? 'link' : undefined} onClick={onOpen}>
          {t('community.commentCount', { count: post.comment_count })}
        </Text>
      </View>
    </View>
  )
}

export default observer(PostCard)
