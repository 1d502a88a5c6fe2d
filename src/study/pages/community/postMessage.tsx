import { View, Text, Button, Textarea, Image } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useRef, useState } from 'react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import Icon from '../../../components/Icon'
import { useStores } from '../../../stores'
import { t } from '../../../i18n'
import { errorText } from '../../../services/http'
import { Routes, buildUrl } from '../../../navigation/routes'
import { navigate } from '../../../navigation/navigate'
import { formatBytes } from '../../../utils/validators'
import { FORUM_IMAGE_MAX_BYTES, FORUM_MAX_IMAGES, FORUM_TEXT_MAX, forumTextLength } from '../../../protocol/forum'
import { imageProblem, textProblem } from '../../lib/composeChecks'
import './postMessage.scss'
import { imageAlt } from '../../../utils/imageAlt'
import '../../../i18n/zh-Hant/community'
import '../../../services/api/forum'

interface Picked {
  key: number
  path: string
  /** 0–100 while uploading. */
  progress: number
  /** The stored name once uploaded. */
  name?: string
  error?: string
}
interface ChosenFile {
  path: string
  size: number
  type?: string
  originalFileObj?: { name?: string; type?: string }
}

/**
 * Writing a text post: the text with a live counter (spec §5: Chinese characters count as two) and up to nine
 * images, each checked (type, size) before it is uploaded, with its progress and a way to remove it.
 *
 * Taro's Textarea and our own image grid rather than taro-ui's AtTextarea / AtImagePicker: AtTextarea cannot
 * label its field and counts UTF-16 units, AtImagePicker's remove and add controls are unlabelled and it has no
 * upload progress.
 */
function PostMessage() {
  const { deps, user, loginPanel } = useStores()
  const api = deps.api.forum
  const [text, setText] = useState('')
  const [images, setImages] = useState<Picked[]>([])
  const [hint, setHint] = useState('')
  const [publishing, setPublishing] = useState(false)
  const nextKey = useRef(1)

  const patch = (key: number, p: Partial<Picked>) =>
    setImages((list) => list.map((x) => (x.key === key ? { ...x, ...p } : x)))

  const upload = async (item: Picked) => {
    try {
      const res = await api.uploadImage(item.path, (percent) => patch(item.key, { progress: percent }))
      patch(item.key, { progress: 100, name: res.url.replace(/^\/files\//, '') })
    } catch (e) {
      patch(item.key, { error: errorText(e, t) })
      setHint(errorText(e, t))
    }
  }

  const add = async () => {
    if (!user.isLoggedIn) return loginPanel.open(Routes.studyCommunityPostMessage)
    const room = FORUM_MAX_IMAGES - images.length
    if (room <= 0) return setHint(t('community.compose.tooManyImages', { max: FORUM_MAX_IMAGES }))
    let files: ChosenFile[]
    try {
      // H5: one source, or Taro first shows its own (Simplified Chinese) camera/album sheet
      const sourceType: ('album' | 'camera')[] = process.env.TARO_ENV === 'h5' ? ['album'] : ['album', 'camera']
      const res = await Taro.chooseImage({ count: room, sizeType: ['compressed'], sourceType })
      files = res.tempFiles as ChosenFile[]
    } catch {
      return // the picker was closed
    }
    setHint('')
    // H5 reads each chosen file as an image and drops one it cannot read: nothing back means no image was chosen
    if (files.length === 0) return setHint(t('community.compose.imageType'))
    const accepted: Picked[] = []
    for (const f of files.slice(0, room)) {
      const problem = imageProblem({
        name: f.originalFileObj?.name || f.path,
        size: f.size,
        type: f.originalFileObj?.type || f.type
      })
      if (problem === 'type') setHint(t('community.compose.imageType'))
      else if (problem === 'size')
        setHint(t('community.compose.imageSize', { size: formatBytes(FORUM_IMAGE_MAX_BYTES) }))
      else accepted.push({ key: nextKey.current++, path: f.path, progress: 0 })
    }
    if (files.length > room) setHint(t('community.compose.tooManyImages', { max: FORUM_MAX_IMAGES }))
    setImages((list) => [...list, ...accepted])
    for (const item of accepted) await upload(item)
  }

  const publish = async () => {
    if (!user.isLoggedIn) return loginPanel.open(Routes.studyCommunityPostMessage)
    const problem = textProblem(text, true)
    if (problem === 'empty') return setHint(t('community.compose.empty'))
    if (problem === 'tooLong') return setHint(t('community.compose.tooLong', { max: FORUM_TEXT_MAX }))
    if (images.some((i) => !i.name && !i.error)) return setHint(t('community.compose.waitUpload'))
    setPublishing(true)
    setHint('')
    try {
      const names = images.filter((i) => i.name).map((i) => i.name as string)
      const post = await api.create({ content: text, images: names })
      deps.toast(t('community.compose.published'))
      navigate(buildUrl(Routes.studyCommunityPost, { id: post.id }), 'redirect')
    } catch (e) {
      setHint(errorText(e, t))
    } finally {
      setPublishing(false)
    }
  }

  const length = forumTextLength(text.trim())
  return (
    <AppPage className='compose'>
      <NavBar title={t('community.compose.title')} />
      <View className='compose__card'>
        <Textarea
          className='compose__text'
          value={text}
          maxlength={-1}
          placeholder={t('community.compose.placeholder')}
          aria-label={t('community.compose.textLabel')}
          onInput={(e) => {
            setText(e.detail.value)
            setHint('')
          }}
        />
        <View className='compose__counter-row'>
          <Text className='compose__counter-hint'>{t('community.compose.counterHint')}</Text>
          <Text className={`compose__counter${length > FORUM_TEXT_MAX ? ' is-over' : ''}`} aria-live='polite'>
            {t('community.compose.counter', { count: length, max: FORUM_TEXT_MAX })}
          </Text>
        </View>
      </View>
      <View className='compose__card'>
        <Text className='compose__label'>
          {t('community.compose.images', { max: FORUM_MAX_IMAGES, size: formatBytes(FORUM_IMAGE_MAX_BYTES) })}
        </Text>
        <View className='compose__grid'>
          {images.map((img, i) => (
            <View key={img.key} className='compose__cell' data-image={img.name ?? ''}>
              <Image
                className='compose__thumb'
                src={img.path}
                mode='aspectFill'
                {...imageAlt(t('community.compose.imageLabel', { n: i + 1 }))}
              />
              {/* always rendered (a stable tree): hidden once uploaded */}
              <Text
                className={`compose__progress${img.error ? ' compose__progress--error' : ''}${img.name ? ' is-hidden' : ''}`}
                role='status'
              >
                {img.error
                  ? t('community.compose.uploadFailed')
                  : t('community.compose.uploading', { percent: Math.round(img.progress) })}
              </Text>
              <View
                className='compose__remove'
                role='button'
                aria-label={t('community.compose.removeImage', { n: i + 1 })}
                onClick={() => setImages((list) => list.filter((x) => x.key !== img.key))}
              >
                <Icon name='close' size={14} />
              </View>
            </View>
          ))}
          <View
            className={`compose__cell compose__add${images.length >= FORUM_MAX_IMAGES ? ' is-hidden' : ''}`}
            role='button'
            aria-label={t('community.compose.addImage')}
            onClick={() => void add()}
          >
            <Text className='compose__plus' aria-hidden>
              +
            </Text>
          </View>
        </View>
      </View>
      <View className='compose__foot'>
        <Text className={`compose__hint${hint ? '' : ' is-hidden'}`} role='alert'>
          {hint}
        </Text>
        <Button className='compose__publish' disabled={publishing || undefined} onClick={() => void publish()}>
          {publishing ? t('community.compose.publishing') : t('community.compose.publish')}
        </Button>
      </View>
    </AppPage>
  )
}

export default observer(PostMessage)
