import { View, Text, Image } from '@tarojs/components'
import type { ReactNode } from 'react'
import './index.scss'
import { imageAlt } from '../../utils/imageAlt'

export interface EventHeaderProps {
  /** The cover's address (decorative: the title follows). */
  cover: string
  title: string
  /** A status on the cover (upcoming / live now / replay); `tone` picks its colour. */
  badge?: { text: string; tone: 'upcoming' | 'live' | 'replay' }
  /** Lines under the title: subtitle, time, teacher, price and seats (`EventHeader.Line` for a plain one). */
  children?: ReactNode
}

/**
 * The head of a course event page (live booking, activity ticket, online camp): a full-width cover with an
 * optional status badge, then a card with the event's title as the page heading and its key facts.
 */
function EventHeader({ cover, title, badge, children }: EventHeaderProps) {
  return (
    <View className='event-header'>
      <View className='event-header__hero'>
        <Image {...imageAlt('')} className='event-header__cover' src={cover} mode='aspectFill' aria-hidden />
        {badge && <Text className={`event-header__badge event-header__badge--${badge.tone}`}>{badge.text}</Text>}
      </View>
      <View className='event-header__card'>
        <Text className='event-header__title' role='heading' aria-level={1}>
          {title}
        </Text>
        {children}
      </View>
    </View>
  )
}

/** A plain fact line under the title (muted). */
function Line({ className, children }: { className?: string; children: ReactNode }) {
  return <Text className={`event-header__line${className ? ` ${className}` : ''}`}>{children}</Text>
}

/** A white section below the header, with an optional level-2 heading. */
export function EventSection({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <View className='event-section'>
      {title && (
        <Text className='event-section__title' role='heading' aria-level={2}>
          {title}
        </Text>
      )}
      {children}
    </View>
  )
}

/** The action bar fixed at the bottom of an event page. */
export function EventBar({ className, children }: { className?: string; children: ReactNode }) {
  return <View className={`event-bar${className ? ` ${className}` : ''}`}>{children}</View>
}

EventHeader.Line = Line
export default EventHeader
