import { View, Text, Button } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../../../components/AppPage'
import NavBar from '../../../../components/NavBar'
import StateView from '../../../../components/StateView'
import { useStores } from '../../../../stores'
import { usePagedList } from '../../../../utils/usePagedList'
import { usePullToRefresh } from '../../../../utils/usePullToRefresh'
import { t, getLocale } from '../../../../i18n'
import { Routes } from '../../../../navigation/routes'
import { navigate } from '../../../../navigation/navigate'
import { formatDate } from '../../../../utils/dates'
import { goldFigure } from '../../../lib/gold'
import './index.scss'
import '../../../../i18n/zh-Hant/gold'
import '../../../../services/api/invite'

/** mine/pages/invitation/learningGoldGifts/index: what I exchanged my gold for, and where each gift stands. */
function GoldGifts() {
  const root = useStores()
  const { deps, user } = root
  const locale = getLocale()
  const loggedIn = user.isLoggedIn
  const list = usePagedList((page) => deps.api.invite.exchanges(page, 20), [loggedIn, locale], loggedIn)
  usePullToRefresh(list)
  useReachBottom(() => {
    void list.more()
  })

  return (
    <AppPage className='gold-page'>
      <NavBar title={t('gold.titles.gifts')} />
      {!loggedIn ? (
        <View className='list-prompt'>
          <Text className='list-prompt__text'>{t('gold.loginPrompt')}</Text>
          <Button className='list-prompt__btn' onClick={() => root.loginPanel.open(Routes.mineGoldGifts)}>
            {t('gold.loginAction')}
          </Button>
        </View>
      ) : (
        <View className='gold-card' data-testid='gold-gifts'>
          <StateView remote={list} emptyText={t('gold.gifts.empty')}>
            {list.items.map((x) => (
              <View key={x.id} className='gold-row' data-exchange={x.id}>
                <View className='gold-row__main'>
                  <Text className='gold-row__title'>{x.gift.title}</Text>
                  <Text className='gold-row__meta'>{t('gold.gifts.on', { date: formatDate(x.created_at) })}</Text>
                  <Text className='gold-row__meta'>
                    {t('gold.gifts.recipient', { name: x.recipient_name, phone: x.phone })}
                  </Text>
                  {x.address ? <Text className='gold-row__meta'>{x.address}</Text> : null}
                </View>
                <View className='gold-row__side'>
                  <Text className='gold-row__amount gold-row__amount--out'>
                    {t('gold.amount', { n: goldFigure(x.gold) })}
                  </Text>
                  <Text className='gold-row__tag'>{t(`gold.gifts.status.${x.status}`)}</Text>
                </View>
              </View>
            ))}
            {list.hasMore ? (
              <Text className='gold-foot' role='button' onClick={() => void list.more()}>
                {t('gold.more')}
              </Text>
            ) : null}
          </StateView>
        </View>
      )}
      <View className='gold-actions'>
        <Text className='gold-actions__item' role='link' onClick={() => navigate(Routes.mineGoldExchange)}>
          {t('gold.actions.exchange')}
        </Text>
      </View>
    </AppPage>
  )
}

export default observer(GoldGifts)
