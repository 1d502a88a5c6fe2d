import type { ReactNode } from 'react'
import AppPage from '.'
import TabBar from '../TabBar'
import MiniPlayer from '../MiniPlayer'

interface Props {
  /** The tab page's path: the tab bar marks it as current. */
  tab: string
  className?: string
  children?: ReactNode
}

/**
 * The frame of a tab page: AppPage with the bottom tab bar (only the tab pages load the tab bar's code) and the
 * mini player above it, on every tab, so a meditation started anywhere stays in reach after a tab switch.
 */
export default function TabPage({ tab, className, children }: Props) {
  return (
    <AppPage tabBar={<TabBar current={tab} />} className={className}>
      {children}
      <MiniPlayer above />
    </AppPage>
  )
}
