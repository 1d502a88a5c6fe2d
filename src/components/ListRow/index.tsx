import { View, Text } from '@tarojs/components'
import type { ReactNode } from 'react'
import Icon from '../Icon'
import './index.scss'

export interface ListRowProps {
  title: ReactNode
  /** A value on the right (the current nickname, a count); cut with an ellipsis when long. */
  value?: ReactNode
  /** The row's own name (`mine-menu__item--favorites`), kept next to `list-row` for tests and looks. */
  className?: string
  onClick?: () => void
  /** `link` (the default with `onClick`) opens a page and shows the arrow; `button` acts here, without one. */
  role?: 'link' | 'button'
  /** `danger` for a destructive row (delete the account, log out). */
  tone?: 'danger'
  /** Anything else at the end of the row (a language switch, an action). */
  children?: ReactNode
}

/** One row of a grouped list: the Me menu, settings, account management, the help centre. */
export function ListRow({ title, value, className, onClick, role, tone, children }: ListRowProps) {
  const shownRole = onClick ? (role ?? 'link') : undefined
  return (
    <View
      className={`list-row${tone ? ` list-row--${tone}` : ''}${className ? ` ${className}` : ''}`}
      role={shownRole}
      onClick={onClick}
    >
      <Text className='list-row__title'>{title}</Text>
      {value !== undefined && value !== null && value !== '' && <Text className='list-row__value'>{value}</Text>}
      {children}
      {shownRole === 'link' && <Icon name='chevron-right' size={16} className='list-row__arrow' />}
    </View>
  )
}

/** A white rounded card holding list rows. */
export function ListGroup({ className, role, children }: { className?: string; role?: string; children: ReactNode }) {
  return (
    <View className={`list-group${className ? ` ${className}` : ''}`} role={role}>
      {children}
    </View>
  )
}

export default ListRow
