import { View, Text, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import AppPage from '../../../../components/AppPage'
import NavBar from '../../../../components/NavBar'
import StateView from '../../../../components/StateView'
import { useStores } from '../../../../stores'
import { useRemote } from '../../../../utils/useRemote'
import { usePullToRefresh } from '../../../../utils/usePullToRefresh'
import { t, getLocale } from '../../../../i18n'
import { Routes } from '../../../../navigation/routes'
import { goldFigure, monthParts, signedGold } from '../../../lib/gold'
import './index.scss'
import '../../../../i18n/zh-Hant/gold'
import '../../../../services/api/invite'

/**
 * mine/pages/invitation/account/index: the learning-gold account statement, one card per month (in the users'
 * zone, newest first): gold in, gold out, the number of entries and the balance at the month's end.
 */
function GoldAccount() {
  const root = useStores()
  const { deps, user } = root
  const locale = getLocale()
  const loggedIn = user.isLoggedIn
  const summary = useRemote(() => (loggedIn ? deps.api.invite.gold() : Promise.resolve(null)), [loggedIn, locale])
  const months = useRemote(
    () => (loggedIn ? deps.api.invite.statement() : Promise.resolve([])),
    [loggedIn, locale],
    (l) => l.length === 0
  )
  usePullToRefresh(summary, months)

  return (
    <AppPage className='gold-page'>
      <NavBar title={t('gold.titles.account')} />
      {!loggedIn ? (
        <View className='list-prompt'>
          <Text className='list-prompt__text'>{t('gold.loginPrompt')}</Text>
          <Button className='list-prompt__btn' onClick={() => root.loginPanel.open(Routes.mineGoldAccount)}>
            {t('gold.loginAction')}
          </Button>
        </View>
      ) : (
        <>
          <View className='gold-head'>
            <Text className='gold-head__label'>{t('gold.balance')}</Text>
            <Text className='gold-head__value' data-testid='gold-balance'>
              {summary.data ? goldFigure(summary.data.balance) : '—'}
            </Text>
          </View>
          <StateView remote={months} emptyText={t('gold.account.empty')}>
            {(months.data ?? []).map((m) => (
              <View key={m.month} className='gold-card' data-month={m.month}>
                <Text className='gold-card__title' role='heading' aria-level={2}>
                  {t('gold.account.month', monthParts(m.month))}
                </Text>
                <View className='gold-row'>
                  <Text className='gold-row__main gold-row__title'>{t('gold.account.earned')}</Text>
                  <Text className='gold-row__amount'>{signedGold(m.earned)}</Text>
                </View>
                <View className='gold-row'>
                  <Text className='gold-row__main gold-row__title'>{t('gold.account.spent')}</Text>
                  <Text className='gold-row__amount gold-row__amount--out'>{m.spent ? signedGold(-m.spent) : '0'}</Text>
                </View>
                <View className='gold-row'>
                  <Text className='gold-row__main gold-row__title'>
                    {t('gold.account.closing')} · {t('gold.account.entries', { count: m.entries })}
                  </Text>
                  <Text className='gold-row__amount'>{goldFigure(m.closing)}</Text>
                </View>
              </View>
            ))}
          </StateView>
        </>
      )}
    </AppPage>
  )
}

export default observer(GoldAccount)
