/**
 * Tab bar entries (spec §2, §3 "Tab item"): title key, icon, selected icon, animation path. The bar shows the
 * plain images; the animation files are listed for parity with the spec (they load from the static asset host
 * under lottie-animate/ and are not played by the bar).
 */
import { Routes } from '../../navigation/routes'
import meditationIcon from '../../assets/tabbar/meditation-normal.svg'
import meditationSelected from '../../assets/tabbar/meditation-selected.svg'
import courseIcon from '../../assets/tabbar/course-normal.svg'
import courseSelected from '../../assets/tabbar/course-selected.svg'
import studyIcon from '../../assets/tabbar/study-normal.svg'
import studySelected from '../../assets/tabbar/study-selected.svg'
import mineIcon from '../../assets/tabbar/mine-normal.svg'
import mineSelected from '../../assets/tabbar/mine-selected.svg'

export interface TabEntry {
  pagePath: string
  /** i18n key of the title. */
  title: string
  icon: string
  selectedIcon: string
  animationPath: string
}

/** Where tab animation files live (spec §7 Assets). */
export const LOTTIE_BASE = '/static/lottie-animate'

export const TAB_ENTRIES: TabEntry[] = [
  {
    pagePath: Routes.meditationHome,
    title: 'tabBar.meditation',
    icon: meditationIcon,
    selectedIcon: meditationSelected,
    animationPath: `${LOTTIE_BASE}/meditation.json`
  },
  {
    pagePath: Routes.courseHome,
    title: 'tabBar.course',
    icon: courseIcon,
    selectedIcon: courseSelected,
    animationPath: `${LOTTIE_BASE}/course.json`
  },
  {
    pagePath: Routes.studyHome,
    title: 'tabBar.study',
    icon: studyIcon,
    selectedIcon: studySelected,
    animationPath: `${LOTTIE_BASE}/study.json`
  },
  {
    pagePath: Routes.mineHome,
    title: 'tabBar.mine',
    icon: mineIcon,
    selectedIcon: mineSelected,
    animationPath: `${LOTTIE_BASE}/my.json`
  }
]

/** The title key of the special "meditator" shop entry (spec §2). No current tab uses it. */
export const MEDITATOR_TITLE = 'tabBar.meditator'
