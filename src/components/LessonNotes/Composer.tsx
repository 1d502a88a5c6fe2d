import { View, Text, Button, Textarea } from '@tarojs/components'
import type { ReactNode } from 'react'
import { t } from '../../i18n'
import { forumTextLength } from '../../protocol/forum'
import '../../i18n/zh-Hant/learningNotes'

interface Props {
  value: string
  onInput(value: string): void
  max: number
  label: string
  placeholder: string
  submitText: string
  onSubmit(): void
  busy: boolean
  /** A refusal or failure to show under the field; '' for none. */
  error: string
  onCancel?: () => void
  className?: string
  children?: ReactNode
}

/**
 * One text field with its live counter (spec §5: a Chinese character counts as two, as in community posts),
 * the message of a refused write under it, and its button(s). The length rule is checked here first, so the
 * common mistakes need no round trip; the server checks again (and the banned words).
 */
export default function Composer(p: Props) {
  const length = forumTextLength(p.value.trim())
  return (
    <View className={`lesson-notes__composer ${p.className ?? ''}`}>
      <Textarea
        className='lesson-notes__text'
        value={p.value}
        maxlength={-1}
        autoHeight
        placeholder={p.placeholder}
        aria-label={p.label}
        onInput={(e) => p.onInput(e.detail.value)}
      />
      <View className='lesson-notes__counter-row'>
        <Text className='lesson-notes__counter-hint'>{t('learningNotes.counterHint')}</Text>
        <Text className={`lesson-notes__counter${length > p.max ? ' is-over' : ''}`} aria-live='polite'>
          {t('learningNotes.counter', { count: length, max: p.max })}
        </Text>
      </View>
      {p.children}
      <Text className={`lesson-notes__error${p.error ? '' : ' is-hidden'}`} role='alert'>
        {p.error}
      </Text>
      <View className='lesson-notes__actions'>
        {p.onCancel && (
          <Button className='lesson-notes__btn lesson-notes__btn--plain' size='mini' onClick={p.onCancel}>
            {t('learningNotes.notes.cancel')}
          </Button>
        )}
        <Button
          className='lesson-notes__btn'
          size='mini'
          disabled={p.busy || undefined}
          onClick={() => {
            if (!p.busy) p.onSubmit()
          }}
        >
          {p.submitText}
        </Button>
      </View>
    </View>
  )
}

/** The length rule of a field (the server's, spec §5); the i18n message or '' when it passes. */
export function localTextProblem(value: string, max: number): string {
  const text = value.trim()
  if (!text) return t('learningNotes.empty')
  if (forumTextLength(text) > max) return t('learningNotes.tooLong', { max })
  return ''
}
