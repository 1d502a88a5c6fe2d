import type { ReactNode } from 'react'
import { observer } from 'mobx-react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import { t } from '../../../i18n'
import MayaTabBar from '../MayaTabBar'
import './index.scss'
import '../../../i18n/zh-Hant/maya'

/**
 * The frame of the calendar's pages: AppPage (login panel), the navigation bar with the translated title 13月亮曆 (the
 * static config title is the zh-Hant one) and, on the three entry pages, the calendar's own bottom bar.
 */
function MayaPage({
  tab,
  title,
  className,
  children
}: {
  tab?: string
  title?: string
  className?: string
  children?: ReactNode
}) {
  const heading = title || t('maya.title')
  return (
    <AppPage className={`maya-page${tab ? ' maya-page--tab' : ''}${className ? ` ${className}` : ''}`}>
      <NavBar title={heading} />
      {children}
      {tab && <MayaTabBar current={tab} />}
    </AppPage>
  )
}

export default observer(MayaPage)
