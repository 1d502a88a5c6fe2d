import { View, Text, Button } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../../../components/AppPage'
import NavBar from '../../../../components/NavBar'
import StateView from '../../../../components/StateView'
import { useStores } from '../../../../stores'
import { useRemote } from '../../../../utils/useRemote'
import { usePagedList } from '../../../../utils/usePagedList'
import { usePullToRefresh } from '../../../../utils/usePullToRefresh'
import { t, getLocale } from '../../../../i18n'
import { Routes } from '../../../../navigation/routes'
import { navigate } from '../../../../navigation/navigate'
import { formatDateTime } from '../../../../utils/dates'
import { goldFigure, signedGold } from '../../../lib/gold'
import './index.scss'
import '../../../../i18n/zh-Hant/gold'
import '../../../../i18n/zh-Hant/gifts'
import '../../../../services/api/invite'

/**
 * mine/pages/invitation/learningGold/index: the learning-gold balance, the ways to spend and earn it, and every
 * entry of the ledger (newest first, with the balance after each).
 */
function LearningGold() {
  const root = useStores()
  const { deps, user } = root
  const locale = getLocale()
  const loggedIn = user.isLoggedIn
  const summary = useRemote(() => (loggedIn ? deps.api.invite.gold() : Promise.resolve(null)), [loggedIn, locale])
  const entries = usePagedList((page) => deps.api.invite.ledger(page, 20), [loggedIn, locale], loggedIn)
  usePullToRefresh(summary, entries)
  useReachBottom(() => {
    void entries.more()
  })

  const actions = [
    { key: 'exchange', label: t('gold.actions.exchange'), to: Routes.mineGoldExchange },
    { key: 'gifts', label: t('gold.actions.gifts'), to: Routes.mineGoldGifts },
    { key: 'account', label: t('gold.actions.account'), to: Routes.mineGoldAccount },
    { key: 'history', label: t('gold.actions.history'), to: Routes.mineInviteHistory }
  ] as const

  return (
    <AppPage className='gold-page'>
      <NavBar title={t('gold.titles.learningGold')} />
      {!loggedIn ? (
        <View className='list-prompt'>
          <Text className='list-prompt__text'>{t('gold.loginPrompt')}</Text>
          <Button className='list-prompt__btn' onClick={() => root.loginPanel.open(Routes.mineLearningGold)}>
            {t('gold.loginAction')}
          </Button>
        </View>
      ) : (
        <>
          <View className='gold-head'>
            <Text className='gold-head__label'>{t('gold.balance')}</Text>
            <StateView remote={summary}>
              <Text className='gold-head__value' data-testid='gold-balance'>
                {goldFigure(summary.data?.balance ?? 0)}
              </Text>
            </StateView>
          </View>
          <View className='gold-actions'>
            {actions.map((a) => (
              <Text
                key={a.key}
                className={`gold-actions__item gold-actions__item--${a.key}`}
                role='link'
                onClick={() => navigate(a.to)}
              >
                {a.label}
              </Text>
            ))}
            <Text className='gold-actions__item' role='link' onClick={() => navigate(Routes.mineInvitation)}>
              {t('gold.actions.invite')}
            </Text>
            <Text className='gold-actions__item' role='link' onClick={() => navigate(Routes.minePoster)}>
              {t('gifts.poster.entry')}
            </Text>
          </View>
          <View className='gold-card' data-testid='gold-entries'>
            <Text className='gold-card__title' role='heading' aria-level={2}>
              {t('gold.entries')}
            </Text>
            <StateView remote={entries} emptyText={t('gold.entriesEmpty')}>
              {entries.items.map((e) => (
                <View key={e.id} className='gold-row' data-entry={e.reason}>
                  <View className='gold-row__main'>
                    <Text className='gold-row__title'>{t(`gold.reason.${e.reason}`, { name: e.detail })}</Text>
                    <Text className='gold-row__meta'>{formatDateTime(e.created_at)}</Text>
                  </View>
                  <View className='gold-row__side'>
                    <Text className={`gold-row__amount${e.amount < 0 ? ' gold-row__amount--out' : ''}`}>
                      {signedGold(e.amount)}
                    </Text>
                    <Text className='gold-row__meta'>{t('gold.balanceAfter', { n: goldFigure(e.balance_after) })}</Text>
                  </View>
                </View>
              ))}
              {entries.hasMore ? (
                <Text className='gold-foot' role='button' onClick={() => void entries.more()}>
                  {t('gold.more')}
                </Text>
              ) : null}
            </StateView>
          </View>
        </>
      )}
    </AppPage>
  )
}

export default observer(LearningGold)
