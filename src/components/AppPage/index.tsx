import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import Overlays from './overlays'
import { installKeyboardAccess } from './keyboard'
import './index.scss'

interface Props {
  /** The bottom tab bar of a tab page (./TabPage.tsx gives it; other pages do not load the tab bar's code). */
  tabBar?: ReactNode
  className?: string
  children?: ReactNode
}

/**
 * The frame of every page: content, the global login panel (opened by a 1100 response), the bind-mobile popup
 * (5001), and on tab pages the tab bar with the 160-unit bottom padding. Mini-program pages are separate trees,
 * so the panel lives here rather than in App. On H5 the first page also installs keyboard access (keyboard.ts).
 * The frame is the page's `main` landmark (issue 32 item 15: no content outside a landmark), so a page never sets
 * role='main' itself.
 */
export default function AppPage({ tabBar, className, children }: Props) {
  installKeyboardAccess()
  return (
    <View className={`app-page${tabBar ? ' app-page--tab' : ''}${className ? ` ${className}` : ''}`} role='main'>
      {children}
      {tabBar}
      <Overlays />
    </View>
  )
}
