import { useEffect, type ReactNode } from 'react'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../../components/AppPage'
import { t } from '../../../i18n'
import MayaTabBar from '../MayaTabBar'
import './index.scss'

/**
 * The frame of the calendar's pages: AppPage (login panel), the translated title 13月亮曆 (the static config
 * title is the zh-Hant one) and, on the three entry pages, the calendar's own bottom bar.
 */
function MayaPage({ tab, title, className, children }: { tab?: string; title?: string; className?: string; children?: ReactNode }) {
  const heading = title || t('maya.title')
  useEffect(() => { Taro.setNavigationBarTitle({ title: heading }).catch(() => {}) }, [heading])
  return (
    <AppPage className={`maya-page${tab ? ' maya-page--tab' : ''}${className ? ` ${className}` : ''}`}>
      {children}
      {tab && <MayaTabBar current={tab} />}
    </AppPage>
  )
}

export default observer(MayaPage)
