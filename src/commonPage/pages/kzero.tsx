import { View, Text, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import StateView from '../../components/StateView'
import { useNavTitle } from '../../components/AuthForm/useNavTitle'
import Chart from '../components/Chart'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import { formatDate } from '../../utils/dates'
import { t, getLocale } from '../../i18n'
import './kzero.scss'
import '../../i18n/zh-Hant/meditation'
import '../../i18n/zh-Hant/report'
import '../../services/api/report'

/**
 * The kzero partner assessment (spec §2 commonPage kzero) of an enterprise user with a kzero identity; anyone
 * else reads why there is none.
 */
function Kzero() {
  const root = useStores()
  const { deps, user } = root
  useNavTitle(t('report.kzero.title'))
  const report = useRemote(() => deps.api.report.kzero(), [getLocale(), user.isLoggedIn])
  usePullToRefresh(report)
  const r = report.data
  return (
    <AppPage className='kzero'>
      {!user.isLoggedIn ? (
        <View className='list-prompt'>
          <Text className='list-prompt__text'>{t('report.loginFirst')}</Text>
          <Button className='list-prompt__btn' onClick={() => root.loginPanel.open()}>
            {t('meditation.loginAction')}
          </Button>
        </View>
      ) : (
        <StateView remote={report}>
          {r ? (
            <View>
              <View className='kzero__card'>
                <Text className='kzero__title'>{t('report.kzero.summary')}</Text>
                <Text className='kzero__text'>{r.summary}</Text>
                <Text className='kzero__meta'>
                  {t('report.kzero.assessedAt', { date: formatDate(r.assessed_at, '/') })}
                </Text>
              </View>
              <View className='kzero__card'>
                <Text className='kzero__title'>{t('report.kzero.chart')}</Text>
                <Chart
                  id='kzero-scores'
                  title={t('report.kzero.chart')}
                  data={r.dimensions.map((d) => ({ key: d.key, label: d.name, value: d.score }))}
                  yMax={100}
                  height={170}
                  summary={r.dimensions
                    .map((d) => `${d.name} ${t('report.kzero.score', { count: d.score })}`)
                    .join(' · ')}
                  barLabel={(d) => `${d.label} ${t('report.kzero.score', { count: d.value })}`}
                />
              </View>
              <View className='list-group' role='list'>
                {r.dimensions.map((d) => (
                  <View key={d.key} className='kzero__row' role='listitem'>
                    <Text className='kzero__name'>
                      {d.name} · {t('report.kzero.score', { count: d.score })}
                    </Text>
                    <Text className='kzero__text'>{d.advice}</Text>
                  </View>
                ))}
              </View>
            </View>
          ) : (
            <View className='kzero__card kzero__none' role='status'>
              <Text className='kzero__title'>{t('report.kzero.title')}</Text>
              <Text className='kzero__text'>{t('report.kzero.notEnterprise')}</Text>
            </View>
          )}
        </StateView>
      )}
    </AppPage>
  )
}

export default observer(Kzero)
