import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import TabBar from '../TabBar'
import Overlays from './overlays'
import { installKeyboardAccess } from './keyboard'
import './index.scss'

interface Props {
  /** Render the bottom tab bar for this tab page path (tab pages only). */
  tab?: string
  className?: string
  children?: ReactNode
}

/**
 * The frame of every page: content, the global login panel (opened by a 1100 response), the bind-mobile popup
 * (5001), and on tab pages the tab bar with the 160-unit bottom padding. Mini-program pages are separate trees,
 * so the panel lives here rather than in App. On H5 the first page also installs keyboard access (keyboard.ts).
 */
export default function AppPage({ tab, className, children }: Props) {
  installKeyboardAccess()
  return (
    <View className={`app-page${tab ? ' app-page--tab' : ''}${className ? ` ${className}` : ''}`}>
      {children}
      {tab && <TabBar current={tab} />}
      <Overlays />
    </View>
  )
}
