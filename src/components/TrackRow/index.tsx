import { View, Text, Image } from '@tarojs/components'
import type { ReactNode } from 'react'
import './index.scss'
import { imageAlt } from '../../utils/imageAlt'

/** The tappable trailing control of a row (favourite, remove…). */
export interface TrackRowAction {
  content: ReactNode
  /** What a screen reader says: the action and the track ("Remove 安住當下"). */
  label: string
  onClick: () => void
  /** A toggle's state (favourite on/off): adds `aria-pressed` and the `--on` look. */
  pressed?: boolean
  /** `danger` for a destructive text action (remove), `icon` for an icon toggle. */
  tone?: 'danger' | 'icon'
}

export interface TrackRowProps {
  /** The row's own name and state modifiers (`med-track med-track--locked`), kept on the root next to `track-row`. */
  className?: string
  /** `card`: a white rounded card in a list; `flat`: a row under a hairline in a section; `plain`: neither. */
  variant?: 'card' | 'flat' | 'plain'
  /** A cover image (decorative: the title says what the track is). */
  cover?: string
  /** Instead of a cover: a short lead (a number, a check mark or an icon) in a fixed-width column. */
  lead?: ReactNode
  title: ReactNode
  /** Lines under the title (duration, album, status…); a falsy line is left out. */
  meta?: ReactNode[]
  /** A short text at the end of the tappable part (a duration beside the title). */
  aside?: ReactNode
  /** Opens the track (the cover, title and meta are the target). */
  onOpen?: () => void
  /** `link` when it goes to another page, `button` when it acts here (plays, toasts), null when it does nothing. */
  openRole?: 'link' | 'button' | null
  openLabel?: string
  action?: TrackRowAction
  /** `data-*` attributes for the row (tests and analytics find a row by its resource id). */
  data?: Record<string, string | number | null | undefined>
}

const dataAttrs = (data: TrackRowProps['data']) =>
  Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [`data-${k}`, v ?? undefined]))

/**
 * One meditation track in a list: meditation detail, favourites, play history, downloads, a study plan's
 * days. Cover or lead, title, meta lines, and an optional trailing action; the page keeps its own name on
 * the root for its state looks (locked, current, expired).
 */
export default function TrackRow({
  className,
  variant = 'card',
  cover,
  lead,
  title,
  meta = [],
  aside,
  onOpen,
  openRole = 'link',
  openLabel,
  action,
  data
}: TrackRowProps) {
  return (
    <View className={`track-row track-row--${variant}${className ? ` ${className}` : ''}`} {...dataAttrs(data)}>
      <View
        className='track-row__main'
        role={onOpen && openRole ? openRole : undefined}
        aria-label={openLabel}
        onClick={onOpen}
      >
        {cover !== undefined && (
          <Image {...imageAlt('')} className='track-row__cover' src={cover} mode='aspectFill' aria-hidden />
        )}
        {lead !== undefined && <View className='track-row__lead'>{lead}</View>}
        <View className='track-row__body'>
          <Text className='track-row__title'>{title}</Text>
          {meta.filter(Boolean).map((line, i) => (
            <Text key={i} className='track-row__meta'>
              {line}
            </Text>
          ))}
        </View>
        {aside !== undefined && <Text className='track-row__aside'>{aside}</Text>}
      </View>
      {action && (
        <Text
          className={`track-row__action track-row__action--${action.tone ?? 'danger'}${action.pressed ? ' track-row__action--on' : ''}`}
          role='button'
          aria-pressed={action.pressed}
          aria-label={action.label}
          onClick={action.onClick}
        >
          {action.content}
        </Text>
      )}
    </View>
  )
}
