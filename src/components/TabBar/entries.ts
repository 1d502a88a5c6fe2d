/**
 * Tab bar entries (spec §2, §3 "Tab item"): title key, icon, selected icon, animation path. The bar shows the
 * plain images; the animation files (served under lottie-animate/) play in the tab pages' empty states.
 */
import { Routes } from '../../navigation/routes'
import { LOTTIE } from '../Animation/files'
import meditationIcon from '../../assets/tabbar/meditation-normal.svg'
import meditationSelected from '../../assets/tabbar/meditation-selected.svg'
import courseIcon from '../../assets/tabbar/course-normal.svg'
import courseSelected from '../../assets/tabbar/course-selected.svg'
import studyIcon from '../../assets/tabbar/study-normal.svg'
import studySelected from '../../assets/tabbar/study-selected.svg'
import mineIcon from '../../assets/tabbar/mine-normal.svg'
import mineSelected from '../../assets/tabbar/mine-selected.svg'
import type { TKey } from '../../i18n/keys'

export interface TabEntry {
  pagePath: string
  /** i18n key of the title. */
  title: TKey
  icon: string
  selectedIcon: string
  animationPath: string
}

export const TAB_ENTRIES: TabEntry[] = [
  {
    pagePath: Routes.meditationHome,
    title: 'tabBar.meditation',
    icon: meditationIcon,
    selectedIcon: meditationSelected,
    animationPath: LOTTIE.meditation
  },
  {
    pagePath: Routes.courseHome,
    title: 'tabBar.course',
    icon: courseIcon,
    selectedIcon: courseSelected,
    animationPath: LOTTIE.course
  },
  {
    pagePath: Routes.studyHome,
    title: 'tabBar.study',
    icon: studyIcon,
    selectedIcon: studySelected,
    animationPath: LOTTIE.study
  },
  {
    pagePath: Routes.mineHome,
    title: 'tabBar.mine',
    icon: mineIcon,
    selectedIcon: mineSelected,
    animationPath: LOTTIE.my
  }
]

/** The title key of the special "meditator" shop entry (spec §2). No current tab uses it. */
export const MEDITATOR_TITLE = 'tabBar.meditator'

/** The animation of the tab whose page is `pagePath` (for that page's empty state). */
export function tabAnimation(pagePath: string): string | undefined {
  return TAB_ENTRIES.find((e) => e.pagePath === pagePath)?.animationPath
}
