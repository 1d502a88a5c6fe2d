import { View, Text, Button, Textarea, Image } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import { useStores } from '../../../stores'
import { t } from '../../../i18n'
import { errorText, mediaUrl } from '../../../services/http'
import { Routes, buildUrl } from '../../../navigation/routes'
import { navigate } from '../../../navigation/navigate'
import { formatBytes } from '../../../utils/validators'
import {
  FORUM_TEXT_MAX,
  FORUM_VIDEO_MAX_BYTES,
  FORUM_VIDEO_MAX_SECONDS,
  forumTextLength,
  type ForumVideoDTO
} from '../../../protocol/forum'
import { textProblem, videoProblem } from '../../lib/composeChecks'
import './postVideo.scss'
import { imageAlt } from '../../../utils/imageAlt'
import '../../../i18n/zh-Hant/community'
import '../../../services/api/forum'

type Upload = { state: 'idle' } | { state: 'uploading'; percent: number } | { state: 'done'; video: ForumVideoDTO }

/**
 * Posting a video: pick one (size and duration checked on the device first), upload it with progress, see the
 * poster frame the server made, add an optional caption and publish.
 */
function PostVideo() {
  const { deps, user, loginPanel } = useStores()
  const api = deps.api.forum
  const [upload, setUpload] = useState<Upload>({ state: 'idle' })
  const [text, setText] = useState('')
  const [hint, setHint] = useState('')
  const [publishing, setPublishing] = useState(false)
  const maxSize = formatBytes(FORUM_VIDEO_MAX_BYTES)

  const pick = async () => {
    if (!user.isLoggedIn) return loginPanel.open(Routes.studyCommunityPostVideo)
    let file: { tempFilePath: string; size: number; duration: number }
    try {
      const sourceType: ('album' | 'camera')[] = process.env.TARO_ENV === 'h5' ? ['album'] : ['album', 'camera']
      file = await Taro.chooseVideo({ sourceType, maxDuration: FORUM_VIDEO_MAX_SECONDS, compressed: true })
      if (!file?.tempFilePath) return
    } catch {
      return // the picker was closed
    }
    const problem = videoProblem({ size: file.size, duration: file.duration })
    if (problem === 'tooLarge') return setHint(t('community.compose.videoTooLarge', { size: maxSize }))
    if (problem === 'tooLong') return setHint(t('community.compose.videoTooLong', { count: FORUM_VIDEO_MAX_SECONDS }))
    setHint('')
    setUpload({ state: 'uploading', percent: 0 })
    try {
      const video = await api.uploadVideo(file.tempFilePath, (percent) =>
        setUpload({ state: 'uploading', percent: Math.round(percent) })
      )
      setUpload({ state: 'done', video })
    } catch (e) {
      setUpload({ state: 'idle' })
      setHint(errorText(e, t))
    }
  }

  const publish = async () => {
    if (!user.isLoggedIn) return loginPanel.open(Routes.studyCommunityPostVideo)
    if (upload.state !== 'done')
      return setHint(upload.state === 'uploading' ? t('community.compose.waitUpload') : t('community.compose.noVideo'))
    if (textProblem(text, false) === 'tooLong') return setHint(t('community.compose.tooLong', { max: FORUM_TEXT_MAX }))
    setPublishing(true)
    setHint('')
    try {
      const post = await api.create({ content: text, video: upload.video.video })
      deps.toast(t('community.compose.published'))
      navigate(buildUrl(Routes.studyCommunityPost, { id: post.id }), 'redirect')
    } catch (e) {
      setHint(errorText(e, t))
    } finally {
      setPublishing(false)
    }
  }

  const length = forumTextLength(text.trim())
  const done = upload.state === 'done' ? upload.video : null
  return (
    <AppPage className='compose-video'>
      <NavBar title={t('community.compose.videoTitle')} />
      <View className='compose-video__card'>
        <Text className='compose-video__caps'>
          {t('community.compose.videoCaps', { count: FORUM_VIDEO_MAX_SECONDS, size: maxSize })}
        </Text>
        <View className={`compose-video__poster-box${done ? '' : ' is-empty'}`}>
          <Image
            className='compose-video__poster'
            src={done ? mediaUrl(done.poster) : ''}
            mode='aspectFit'
            {...imageAlt(done ? t('community.compose.poster', { count: done.seconds }) : '')}
          />
        </View>
        <Text className={`compose-video__progress${upload.state === 'uploading' ? '' : ' is-hidden'}`} role='status'>
          {t('community.compose.uploading', { percent: upload.state === 'uploading' ? upload.percent : 0 })}
        </Text>
        <Button
          className='compose-video__pick'
          disabled={upload.state === 'uploading' || undefined}
          onClick={() => void pick()}
        >
          {done ? t('community.compose.repickVideo') : t('community.compose.pickVideo')}
        </Button>
      </View>
      <View className='compose-video__card'>
        <Textarea
          className='compose-video__text'
          value={text}
          maxlength={-1}
          placeholder={t('community.compose.captionPlaceholder')}
          aria-label={t('community.compose.textLabel')}
          onInput={(e) => {
            setText(e.detail.value)
            setHint('')
          }}
        />
        <Text className={`compose-video__counter${length > FORUM_TEXT_MAX ? ' is-over' : ''}`}>
          {t('community.compose.counter', { count: length, max: FORUM_TEXT_MAX })}
        </Text>
      </View>
      <View className='compose-video__foot'>
        <Text className={`compose-video__hint${hint ? '' : ' is-hidden'}`} role='alert'>
          {hint}
        </Text>
        <Button className='compose-video__publish' disabled={publishing || undefined} onClick={() => void publish()}>
          {publishing ? t('community.compose.publishing') : t('community.compose.publish')}
        </Button>
      </View>
    </AppPage>
  )
}

export default observer(PostVideo)
