import { View, Text, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import { useNavTitle } from '../../components/AuthForm/useNavTitle'
import StateView from '../../components/StateView'
import Icon from '../../components/Icon'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import { t, getLocale } from '../../i18n'
import { Routes } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import { cardKey } from '../../utils/format'
import './difference.scss'
import '../../i18n/zh-Hant/cards'
import '../../services/api/commerce'

/**
 * The annual card and the advanced annual card side by side, one row per fact as the server derives them from
 * the catalogue (`/v3/get/course/vip/difference`: price, validity, course count, then each included course).
 * The column of the card the user holds is marked.
 */
function Difference() {
  useNavTitle(t('cards.difference.title'))
  const { user, deps } = useStores()
  const data = useRemote(
    () => Promise.all([deps.api.commerce.difference(), deps.api.commerce.equity()]),
    [getLocale(), user.isLoggedIn],
    ([d]) => d.rows.length === 0
  )
  usePullToRefresh(data)
  const rows = data.data?.[0].rows ?? []
  const held = data.data?.[1].level ?? 0
  const head = (level: 1 | 2) => `${t(cardKey(level))}${held === level ? ` ${t('cards.difference.yours')}` : ''}`
  const cell = (v: string | boolean, level: 1 | 2) =>
    typeof v === 'string' ? (
      <Text className={`df__td${held === level ? ' df__td--mine' : ''}`} role='cell'>
        {v}
      </Text>
    ) : (
      <View className={`df__td ${v ? 'df__yes' : 'df__no'}${held === level ? ' df__td--mine' : ''}`} role='cell'>
        {v ? <Icon name='check' size={16} /> : <Text aria-hidden>—</Text>}
        <Text className='sr-only'>{v ? t('cards.difference.yes') : t('cards.difference.no')}</Text>
      </View>
    )

  return (
    <AppPage className='cm-page df'>
      <StateView remote={data}>
        <View className='cm-card'>
          <View className='df__table' role='table' aria-label={t('cards.difference.title')}>
            <View className='df__tr df__tr--head' role='row'>
              <Text className='df__th' role='columnheader'>
                {t('cards.difference.item')}
              </Text>
              <Text className={`df__td${held === 1 ? ' df__td--mine' : ''}`} role='columnheader' data-level={1}>
                {head(1)}
              </Text>
              <Text className={`df__td${held === 2 ? ' df__td--mine' : ''}`} role='columnheader' data-level={2}>
                {head(2)}
              </Text>
            </View>
            {rows.map((r) => (
              <View key={r.key} className='df__tr' role='row' data-key={r.key}>
                <Text className='df__th' role='rowheader'>
                  {r.title}
                </Text>
                {cell(r.annual, 1)}
                {cell(r.advanced, 2)}
              </View>
            ))}
          </View>
        </View>
        <View className='df__actions'>
          <Button className='cm-btn df__buy' onClick={() => navigate(Routes.courseAnnualPass)}>
            {t('cards.difference.buy')}
          </Button>
        </View>
      </StateView>
    </AppPage>
  )
}

export default observer(Difference)
