import { View, Text, Button } from '@tarojs/components'
import { useReachBottom, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import { rangeLabel } from '../components/days'
import { useStores } from '../../stores'
import { usePagedList } from '../../utils/usePagedList'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import { formatDateTime } from '../../utils/dates'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import type { ReportSessionDTO } from '../../protocol/report'
import './mxDetail.scss'
import '../../i18n/zh-Hant/meditation'
import '../../i18n/zh-Hant/report'
import '../../services/api/report'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The sessions behind a figure of the report (spec §2 mxDetail?from&to[&hour]): a day, a month or an hour. */
function MxDetail() {
  const { params } = useRouter()
  const root = useStores()
  const { deps, user } = root
  const from = DAY.test(params.from ?? '') ? params.from! : ''
  const to = DAY.test(params.to ?? '') ? params.to! : from
  const hourParam = Number(params.hour)
  const hour =
    params.hour !== undefined && params.hour !== '' && hourParam >= 0 && hourParam <= 23 ? hourParam : undefined
  const list = usePagedList<ReportSessionDTO>(
    (page) => deps.api.report.sessions({ from, to, ...(hour !== undefined ? { hour } : {}), page, size: 20 }),
    [from, to, hour, getLocale(), user.isLoggedIn],
    user.isLoggedIn && !!from
  )
  usePullToRefresh(list)
  useReachBottom(() => {
    void list.more()
  })
  const heading =
    hour !== undefined
      ? t('report.detail.hours', { from, to, hour: String(hour).padStart(2, '0') })
      : rangeLabel(from, to)
  const open = (s: ReportSessionDTO) =>
    navigate(
      s.kind === 'course'
        ? buildUrl(Routes.courseDetail, { sku: s.sku })
        : buildUrl(Routes.meditationDetail, { sku: s.sku })
    )

  return (
    <AppPage className='list-page mx-detail'>
      <NavBar title={t('report.detail.title')} />
      {!user.isLoggedIn ? (
        <View className='list-prompt'>
          <Text className='list-prompt__text'>{t('report.loginFirst')}</Text>
          <Button className='list-prompt__btn' onClick={() => root.loginPanel.open()}>
            {t('meditation.loginAction')}
          </Button>
        </View>
      ) : (
        <View>
          <Text className='mx-detail__heading'>{heading}</Text>
          <StateView remote={list} emptyText={t('report.detail.empty')}>
            <View className='list-group' role='list'>
              {list.items.map((s) => (
                <View key={`${s.kind}-${s.id}`} className='mx-detail__row' role='listitem'>
                  <View className='mx-detail__main' role='link' onClick={() => open(s)}>
                    <Text className='mx-detail__title'>{s.title || s.subtitle}</Text>
                    <Text className='mx-detail__meta'>
                      {[
                        s.kind === 'course' ? t('report.detail.course') : t('report.detail.track'),
                        s.subtitle,
                        formatDateTime(s.created_at)
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </View>
                  <Text className='mx-detail__time'>
                    {t('report.detail.duration', { min: Math.floor(s.seconds / 60), sec: s.seconds % 60 })}
                  </Text>
                </View>
              ))}
            </View>
            <Text className='list-foot'>{list.hasMore ? t('report.detail.loadMore') : t('report.detail.noMore')}</Text>
          </StateView>
        </View>
      )}
    </AppPage>
  )
}

export default observer(MxDetail)
