import { View, Text, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import AppPage from '../../../../components/AppPage'
import NavBar from '../../../../components/NavBar'
import StateView from '../../../../components/StateView'
import { useStores } from '../../../../stores'
import { useRemote } from '../../../../utils/useRemote'
import { usePullToRefresh } from '../../../../utils/usePullToRefresh'
import { t, getLocale } from '../../../../i18n'
import { Routes, buildUrl } from '../../../../navigation/routes'
import { navigate } from '../../../../navigation/navigate'
import type { GoldGiftDTO } from '../../../../protocol/gold'
import { goldFigure } from '../../../lib/gold'
import './index.scss'
import '../../../../i18n/zh-Hant/gold'
import '../../../../services/api/invite'

/**
 * mine/pages/invitation/learningGoldExchange/index: the gifts learning gold buys (membership days, a course,
 * physical items with their stock), with my balance on top. A gift I cannot afford or that is gone shows why
 * and cannot be picked; the rest lead to the confirm page.
 */
function GoldExchange() {
  const root = useStores()
  const { deps, user } = root
  const locale = getLocale()
  const loggedIn = user.isLoggedIn
  const gifts = useRemote(
    () => deps.api.invite.gifts(),
    [locale],
    (l) => l.length === 0
  )
  const summary = useRemote(() => (loggedIn ? deps.api.invite.gold() : Promise.resolve(null)), [loggedIn, locale])
  usePullToRefresh(gifts, summary)
  const balance = summary.data?.balance ?? 0

  const pick = (g: GoldGiftDTO) => {
    const url = buildUrl(Routes.mineGoldConfirm, { gift_id: g.id })
    if (!loggedIn) {
      root.loginPanel.open(url)
      return
    }
    navigate(url)
  }

  const blocked = (g: GoldGiftDTO): string =>
    g.stock === 0 ? t('gold.exchange.soldOut') : loggedIn && balance < g.price_gold ? t('gold.exchange.notEnough') : ''

  return (
    <AppPage className='gold-page'>
      <NavBar title={t('gold.titles.exchange')} />
      {loggedIn && (
        <View className='gold-head'>
          <Text className='gold-head__label'>{t('gold.balance')}</Text>
          <Text className='gold-head__value' data-testid='gold-balance'>
            {summary.data ? goldFigure(balance) : '—'}
          </Text>
        </View>
      )}
      <View className='gold-card'>
        <StateView remote={gifts} emptyText={t('gold.exchange.empty')}>
          {(gifts.data ?? []).map((g) => {
            const why = blocked(g)
            return (
              <View key={g.id} className='gold-gift' data-gift={g.id}>
                <Text className='gold-gift__badge' aria-hidden>
                  {t(`gold.exchange.kind.${g.kind}`)}
                </Text>
                <View className='gold-gift__main'>
                  <Text className='gold-gift__title'>{g.title}</Text>
                  <Text className='gold-gift__desc'>{g.desc}</Text>
                  <Text className='gold-gift__price'>{t('gold.amount', { n: goldFigure(g.price_gold) })}</Text>
                  {g.stock !== null && (
                    <Text className='gold-gift__desc'>
                      {g.stock > 0 ? t('gold.exchange.stock', { n: goldFigure(g.stock) }) : t('gold.exchange.soldOut')}
                    </Text>
                  )}
                </View>
                <Button
                  className='gold-gift__btn'
                  disabled={!!why || undefined}
                  // the visible text leads the name (a parenthesised visible text does not count as its label)
                  aria-label={
                    why ? `${why}: ${t('gold.exchange.action')} ${g.title}` : `${t('gold.exchange.action')} ${g.title}`
                  }
                  onClick={() => pick(g)}
                >
                  {why || t('gold.exchange.action')}
                </Button>
              </View>
            )
          })}
        </StateView>
      </View>
      <View className='gold-actions'>
        <Text className='gold-actions__item' role='link' onClick={() => navigate(Routes.mineGoldGifts)}>
          {t('gold.actions.gifts')}
        </Text>
        <Text className='gold-actions__item' role='link' onClick={() => navigate(Routes.mineInvitation)}>
          {t('gold.actions.invite')}
        </Text>
      </View>
    </AppPage>
  )
}

export default observer(GoldExchange)
