import { View, Text, Image, Button } from '@tarojs/components'
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
import { mediaUrl } from '../../../../services/http'
import { formatDate } from '../../../../utils/dates'
import { goldFigure } from '../../../lib/gold'
import './index.scss'
import { imageAlt } from '../../../../utils/imageAlt'
import '../../../../i18n/zh-Hant/gold'
import '../../../../services/api/invite'

/** mine/pages/invitation/history/index: the friends who signed up through my link, when, and the gold each earned. */
function InviteHistory() {
  const root = useStores()
  const { deps, user } = root
  const locale = getLocale()
  const loggedIn = user.isLoggedIn
  const summary = useRemote(() => (loggedIn ? deps.api.invite.gold() : Promise.resolve(null)), [loggedIn, locale])
  const records = usePagedList((page) => deps.api.invite.records(page, 20), [loggedIn, locale], loggedIn)
  usePullToRefresh(summary, records)
  useReachBottom(() => {
    void records.more()
  })

  return (
    <AppPage className='gold-page'>
      <NavBar title={t('gold.titles.history')} />
      {!loggedIn ? (
        <View className='list-prompt'>
          <Text className='list-prompt__text'>{t('gold.loginPrompt')}</Text>
          <Button className='list-prompt__btn' onClick={() => root.loginPanel.open(Routes.mineInviteHistory)}>
            {t('gold.loginAction')}
          </Button>
        </View>
      ) : (
        <>
          {summary.data && (
            <View className='gold-head'>
              <Text className='gold-head__sub'>
                {t('gold.history.summary', {
                  // a number (not goldFigure's text), so that English picks "1 friend" / "2 friends"
                  count: summary.data.invited,
                  gold: goldFigure(summary.data.earned)
                })}
              </Text>
            </View>
          )}
          <View className='gold-card' data-testid='invite-history'>
            <StateView remote={records} emptyText={t('gold.history.empty')}>
              {records.items.map((r) => (
                <View key={r.id} className='gold-row' data-record={r.id}>
                  <Image
                    {...imageAlt('')}
                    className='gold-row__avatar'
                    src={mediaUrl(r.avatar)}
                    mode='aspectFill'
                    aria-hidden
                  />
                  <View className='gold-row__main'>
                    <Text className='gold-row__title'>{r.nickname}</Text>
                    <Text className='gold-row__meta'>
                      {t('gold.history.joined', { date: formatDate(r.created_at) })}
                    </Text>
                  </View>
                  <View className='gold-row__side'>
                    <Text className='gold-row__amount'>
                      {r.gold > 0 ? t('gold.history.reward', { n: goldFigure(r.gold) }) : t('gold.history.noReward')}
                    </Text>
                  </View>
                </View>
              ))}
              {records.hasMore ? (
                <Text className='gold-foot' role='button' onClick={() => void records.more()}>
                  {t('gold.more')}
                </Text>
              ) : null}
            </StateView>
          </View>
          <View className='gold-actions'>
            <Text className='gold-actions__item' role='link' onClick={() => navigate(Routes.mineInvitation)}>
              {t('gold.actions.invite')}
            </Text>
          </View>
        </>
      )}
    </AppPage>
  )
}

export default observer(InviteHistory)
