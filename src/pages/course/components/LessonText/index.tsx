import { View, Text, Button } from '@tarojs/components'
import Icon from '../../../../components/Icon'
import { t } from '../../../../i18n'
import type { LessonDTO } from '../../../../protocol/course'
import './index.scss'
import '../../../../i18n/zh-Hant/course'

/** A text lesson's body as paragraphs: split on blank lines, each one plain text (never HTML: the mini-program too). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}

/** A text lesson is read once its resume point reaches its reading time (the "finished reading" button sets it). */
export const isRead = (l: Pick<LessonDTO, 'kind' | 'position' | 'duration'>) =>
  l.kind === 'text' && l.duration > 0 && l.position >= l.duration

/** Reading time in whole minutes (a text lesson's duration is its reading time in seconds). */
export const readMinutes = (l: Pick<LessonDTO, 'duration'>) => Math.max(1, Math.round(l.duration / 60))

interface Props {
  lesson: LessonDTO
  read: boolean
  onRead(): void
  /** The next open lesson's title, if any: a button to go on once read. */
  next?: string
  onNext?(): void
}

/**
 * A text lesson in the course player, in place of the video: the body to read as plain paragraphs, and at its end
 * "I've finished reading" — the lesson is done when the reader says so at the end of the text (not by scrolling,
 * which cannot tell reading from skimming, and works the same in the mini-program). Done, it says so and offers
 * the next lesson.
 */
export default function LessonText({ lesson, read, onRead, next, onNext }: Props) {
  return (
    <View className='lesson-text' data-kind='text'>
      <View className='lesson-text__body' role='article' aria-label={lesson.title}>
        {paragraphsOf(lesson.text ?? '').map((p, i) => (
          <Text key={i} className='lesson-text__p' userSelect>
            {p}
          </Text>
        ))}
      </View>
      <View className='lesson-text__end'>
        {read ? (
          <View className='lesson-text__done' role='status'>
            <Icon name='check' size={16} />
            <Text>{t('course.text.done')}</Text>
          </View>
        ) : (
          <Button className='lesson-text__read' onClick={onRead}>
            {t('course.text.markRead')}
          </Button>
        )}
        {read && next && onNext && (
          <Button className='lesson-text__next' size='mini' onClick={onNext}>
            {t('course.text.next', { title: next })}
          </Button>
        )}
      </View>
    </View>
  )
}
