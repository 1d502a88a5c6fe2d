import type { ReactNode } from 'react'
import { useReady } from '@tarojs/taro'
import AppPage from '.'
import TabBar from '../TabBar'
import { TAB_ENTRIES } from '../TabBar/entries'
import MiniPlayer from '../MiniPlayer'
import { useNavTitle } from '../AuthForm/useNavTitle'
import { t } from '../../i18n'
import { Routes } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import { takeQueuedWelcome } from '../../services/welcome'

interface Props {
  /** The tab page's path: the tab bar marks it as current. */
  tab: string
  className?: string
  children?: ReactNode
}

/**
 * A tab page's title in the app's language (the pages' static config titles are zh-Hant, so an English user saw
 * "課程" as the document title): the app's name on the meditation home, the tab's own name on the others.
 */
export function tabTitle(tab: string): string {
  const entry = TAB_ENTRIES.find((e) => e.pagePath === tab)
  return tab === Routes.meditationHome || !entry ? t('common.appName') : t(entry.title)
}

/**
 * The frame of a tab page: AppPage with the bottom tab bar (only the tab pages load the tab bar's code) and the
 * mini player above it, on every tab, so a meditation started anywhere stays in reach after a tab switch.
 */
export default function TabPage({ tab, className, children }: Props) {
  useNavTitle(tabTitle(tab))
  // the mini-program's first run: the welcome over the entry page, once it is on screen (services/welcome.ts)
  useReady(() => {
    if (takeQueuedWelcome()) navigate(Routes.welcome)
  })
  return (
    <AppPage tabBar={<TabBar current={tab} />} className={className}>
      {children}
      <MiniPlayer above />
    </AppPage>
  )
}
