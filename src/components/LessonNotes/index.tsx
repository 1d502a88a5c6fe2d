import { View, Text, Button, Image } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useRef, useState } from 'react'
import StateView from '../StateView'
import Icon from '../Icon'
import { useStores } from '../../stores'
import { t, getLocale } from '../../i18n'
import { mediaUrl, errorText } from '../../services/http'
import { formatDate } from '../../utils/dates'
import { imageAlt } from '../../utils/imageAlt'
import { DESTRUCTIVE_CONFIRM_COLOR } from '../../utils/constants'
import { HOMEWORK_MAX_IMAGES, HOMEWORK_TEXT_MAX, NOTE_TEXT_MAX } from '../../protocol/learningNotes'
import type { HomeworkAnswerDTO, LessonNoteDTO } from '../../protocol/learningNotes'
import { FORUM_IMAGE_MAX_BYTES } from '../../protocol/forum'
import Composer, { localTextProblem } from './Composer'
import './index.scss'
import '../../i18n/zh-Hant/learningNotes'
import '../../services/api/learningNotes'

const short = (text: string) => (text.length > 24 ? `${text.slice(0, 24)}…` : text)

async function confirm(content: string, confirmText: string): Promise<boolean> {
  try {
    const res = await Taro.showModal({
      content,
      confirmText,
      cancelText: t('learningNotes.notes.cancel'),
      confirmColor: DESTRUCTIVE_CONFIRM_COLOR
    })
    return res.confirm
  } catch {
    return false
  }
}

/** One note: its text and date, Edit (in place) and Delete (asks first). */
const NoteItem = observer(function NoteItem({ note }: { note: LessonNoteDTO }) {
  const { learningNotes: store, deps } = useStores()
  const [editing, setEditing] = useState(false)
  const [text, setText] = useState(note.content)
  const [local, setLocal] = useState('')
  const save = async () => {
    const problem = localTextProblem(text, NOTE_TEXT_MAX)
    if (problem) return setLocal(problem)
    if (await store.editNote(note.id, text)) {
      setEditing(false)
      deps.toast(t('learningNotes.notes.updated'))
    }
  }
  const remove = async () => {
    if (!(await confirm(t('learningNotes.notes.confirmRemove'), t('learningNotes.notes.remove')))) return
    if (await store.removeNote(note.id)) deps.toast(t('learningNotes.notes.removed'))
  }
  if (editing)
    return (
      <View className='lesson-notes__item' data-note={note.id}>
        <Composer
          value={text}
          onInput={(v) => {
            setText(v)
            setLocal('')
            store.clearWriteError('noteWriteError')
          }}
          max={NOTE_TEXT_MAX}
          label={t('learningNotes.notes.textLabel')}
          placeholder={t('learningNotes.notes.placeholder')}
          submitText={t('learningNotes.notes.update')}
          onSubmit={() => void save()}
          onCancel={() => {
            setEditing(false)
            setText(note.content)
          }}
          busy={store.busy}
          error={local || store.noteWriteError}
        />
      </View>
    )
  return (
    <View className='lesson-notes__item' data-note={note.id}>
      <Text className='lesson-notes__content' userSelect>
        {note.content}
      </Text>
      <View className='lesson-notes__meta'>
        <Text className='lesson-notes__date'>
          {note.updated_at !== note.created_at
            ? t('learningNotes.notes.edited', { date: formatDate(note.updated_at) })
            : formatDate(note.created_at)}
        </Text>
        <Text
          className='lesson-notes__link'
          role='button'
          aria-label={t('learningNotes.notes.editLabel', { text: short(note.content) })}
          onClick={() => {
            setText(note.content)
            setEditing(true)
          }}
        >
          {t('learningNotes.notes.edit')}
        </Text>
        <Text
          className='lesson-notes__link lesson-notes__link--danger'
          role='button'
          aria-label={t('learningNotes.notes.removeLabel', { text: short(note.content) })}
          onClick={() => void remove()}
        >
          {t('learningNotes.notes.remove')}
        </Text>
      </View>
    </View>
  )
})

/** An answer and, under it, the teacher's reply or that it is awaited. */
export const AnswerItem = observer(function AnswerItem({
  answer,
  onRemove
}: {
  answer: HomeworkAnswerDTO
  onRemove?: () => void
}) {
  return (
    <View className='lesson-notes__item' data-answer={answer.id}>
      <Text className='lesson-notes__content' userSelect>
        {answer.content}
      </Text>
      {answer.images.length > 0 && (
        <View className='lesson-notes__images'>
          {answer.images.map((src, i) => (
            <Image
              key={src}
              className='lesson-notes__image'
              src={mediaUrl(src)}
              mode='aspectFill'
              {...imageAlt(t('learningNotes.homework.imageLabel', { n: i + 1 }))}
            />
          ))}
        </View>
      )}
      <View className='lesson-notes__meta'>
        <Text className='lesson-notes__date'>{formatDate(answer.created_at)}</Text>
        {onRemove && (
          <Text
            className='lesson-notes__link lesson-notes__link--danger'
            role='button'
            aria-label={t('learningNotes.homework.removeLabel', { text: short(answer.content) })}
            onClick={onRemove}
          >
            {t('learningNotes.homework.remove')}
          </Text>
        )}
      </View>
      {answer.reply ? (
        <View className='lesson-notes__reply' data-reply='1'>
          <Text className='lesson-notes__reply-by'>
            {answer.reply.teacher
              ? t('learningNotes.homework.reply', { teacher: answer.reply.teacher })
              : t('learningNotes.homework.replyAnonymous')}
          </Text>
          <Text className='lesson-notes__content' userSelect>
            {answer.reply.content}
          </Text>
        </View>
      ) : (
        <Text className='lesson-notes__waiting'>{t('learningNotes.homework.waiting')}</Text>
      )}
    </View>
  )
})

interface Picked {
  key: number
  path: string
  progress: number
  name?: string
  error?: string
}

/** The homework of the lesson: its prompt, the answer form (text and images), the answers handed in. */
const Homework = observer(function Homework() {
  const { learningNotes: store, deps } = useStores()
  const [text, setText] = useState('')
  const [local, setLocal] = useState('')
  const [images, setImages] = useState<Picked[]>([])
  const nextKey = useRef(1)
  const hw = store.homework
  const hwState = store.homeworkState
  if (hwState === 'none') return null

  const patch = (key: number, p: Partial<Picked>) =>
    setImages((list) => list.map((x) => (x.key === key ? { ...x, ...p } : x)))
  const add = async () => {
    const room = HOMEWORK_MAX_IMAGES - images.length
    if (room <= 0) return setLocal(t('learningNotes.homework.tooManyImages', { max: HOMEWORK_MAX_IMAGES }))
    let files: { path: string; size: number }[]
    try {
      const sourceType: ('album' | 'camera')[] = process.env.TARO_ENV === 'h5' ? ['album'] : ['album', 'camera']
      files = (await Taro.chooseImage({ count: room, sizeType: ['compressed'], sourceType })).tempFiles
    } catch {
      return // the picker was closed
    }
    setLocal('')
    const accepted = files
      .slice(0, room)
      .filter((f) => f.size <= FORUM_IMAGE_MAX_BYTES)
      .map((f) => ({ key: nextKey.current++, path: f.path, progress: 0 }))
    setImages((list) => [...list, ...accepted])
    for (const item of accepted) {
      try {
        const res = await deps.api.learningNotes.uploadImage(item.path, (percent) =>
          patch(item.key, { progress: percent })
        )
        patch(item.key, { progress: 100, name: res.url.replace(/^\/files\//, '') })
      } catch (e) {
        patch(item.key, { error: errorText(e, t) })
      }
    }
  }
  const submit = async () => {
    const problem = localTextProblem(text, HOMEWORK_TEXT_MAX)
    if (problem) return setLocal(problem)
    if (images.some((i) => !i.name && !i.error)) return setLocal(t('learningNotes.homework.waitUpload'))
    const names = images.filter((i) => i.name).map((i) => i.name as string)
    if (await store.submitAnswer(text, names)) {
      setText('')
      setImages([])
      deps.toast(t('learningNotes.homework.submitted'))
    }
  }
  const remove = async (a: HomeworkAnswerDTO) => {
    if (!(await confirm(t('learningNotes.homework.confirmRemove'), t('learningNotes.homework.remove')))) return
    if (await store.removeAnswer(a.id)) deps.toast(t('learningNotes.homework.removed'))
  }

  return (
    <View className='lesson-notes__section' data-section='homework'>
      <Text className='lesson-notes__heading' role='heading' aria-level={2}>
        {t('learningNotes.homework.heading')}
      </Text>
      <StateView state={hwState} errorText={store.homeworkError} onRetry={() => void store.reload()}>
        {hw && (
          <View>
            <Text className='lesson-notes__prompt'>{hw.prompt}</Text>
            <Composer
              value={text}
              onInput={(v) => {
                setText(v)
                setLocal('')
                store.clearWriteError('answerWriteError')
              }}
              max={HOMEWORK_TEXT_MAX}
              label={t('learningNotes.homework.textLabel')}
              placeholder={t('learningNotes.homework.placeholder')}
              submitText={t('learningNotes.homework.submit')}
              onSubmit={() => void submit()}
              busy={store.busy}
              error={local || store.answerWriteError}
            >
              <View className='lesson-notes__images'>
                {images.map((img, i) => (
                  <View key={img.key} className='lesson-notes__cell' data-image={img.name ?? ''}>
                    <Image
                      className='lesson-notes__image'
                      src={img.path}
                      mode='aspectFill'
                      {...imageAlt(t('learningNotes.homework.imageLabel', { n: i + 1 }))}
                    />
                    {!img.name && (
                      <Text className='lesson-notes__progress' role='status'>
                        {img.error
                          ? t('learningNotes.homework.uploadFailed')
                          : t('learningNotes.homework.uploading', { percent: Math.round(img.progress) })}
                      </Text>
                    )}
                    <View
                      className='lesson-notes__remove'
                      role='button'
                      aria-label={t('learningNotes.homework.removeImage', { n: i + 1 })}
                      onClick={() => setImages((list) => list.filter((x) => x.key !== img.key))}
                    >
                      <Icon name='close' size={12} />
                    </View>
                  </View>
                ))}
                {images.length < HOMEWORK_MAX_IMAGES && (
                  <View
                    className='lesson-notes__cell lesson-notes__add'
                    role='button'
                    aria-label={t('learningNotes.homework.addImage')}
                    onClick={() => void add()}
                  >
                    <Text aria-hidden>+</Text>
                  </View>
                )}
              </View>
            </Composer>
            {hw.answers.length > 0 && (
              <View className='lesson-notes__list'>
                <Text className='lesson-notes__subheading' role='heading' aria-level={3}>
                  {t('learningNotes.homework.mine')}
                </Text>
                {hw.answers.map((a) => (
                  <AnswerItem key={a.id} answer={a} onRemove={() => void remove(a)} />
                ))}
              </View>
            )}
          </View>
        )}
      </StateView>
    </View>
  )
})

/**
 * The learner's notes and homework under the course player (issue 33): private notes on the lesson (write,
 * edit, delete) and, when the lesson has homework, its prompt, the answer form and the answers with the
 * teacher's replies. A visitor is asked to log in. The data lives in the learning notes store.
 */
function LessonNotes({ lessonId }: { lessonId: number }) {
  const root = useStores()
  const { learningNotes: store, user, deps } = root
  const [text, setText] = useState('')
  const [local, setLocal] = useState('')
  const locale = getLocale()
  useEffect(() => {
    void store.openLesson(lessonId)
    setText('')
    setLocal('')
  }, [store, lessonId, user.isLoggedIn, locale])

  if (!user.isLoggedIn)
    return (
      <View className='lesson-notes lesson-notes--visitor'>
        <Text className='lesson-notes__login-text'>{t('learningNotes.loginPrompt')}</Text>
        <Button className='lesson-notes__btn' size='mini' onClick={() => root.loginPanel.open()}>
          {t('learningNotes.loginAction')}
        </Button>
      </View>
    )

  const save = async () => {
    const problem = localTextProblem(text, NOTE_TEXT_MAX)
    if (problem) return setLocal(problem)
    if (await store.addNote(text)) {
      setText('')
      deps.toast(t('learningNotes.notes.saved'))
    }
  }
  return (
    <View className='lesson-notes'>
      <View className='lesson-notes__section' data-section='notes'>
        <View className='lesson-notes__head'>
          <Text className='lesson-notes__heading' role='heading' aria-level={2}>
            {t('learningNotes.notes.heading')}
          </Text>
          <Text className='lesson-notes__private'>{t('learningNotes.notes.privateHint')}</Text>
        </View>
        <Composer
          value={text}
          onInput={(v) => {
            setText(v)
            setLocal('')
            store.clearWriteError('noteWriteError')
          }}
          max={NOTE_TEXT_MAX}
          label={t('learningNotes.notes.textLabel')}
          placeholder={t('learningNotes.notes.placeholder')}
          submitText={t('learningNotes.notes.save')}
          onSubmit={() => void save()}
          busy={store.busy}
          error={local || store.noteWriteError}
        />
        <StateView
          state={store.notesState === 'ready' && store.notes.length === 0 ? 'empty' : store.notesState}
          errorText={store.notesError}
          emptyText={t('learningNotes.notes.empty')}
          onRetry={() => void store.reload()}
        >
          <View className='lesson-notes__list'>
            {store.notes.map((n) => (
              <NoteItem key={`${n.id}-${n.updated_at}`} note={n} />
            ))}
          </View>
        </StateView>
      </View>
      <Homework key={lessonId} />
    </View>
  )
}

export default observer(LessonNotes)
