import { View, Text, Button } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import { useStores } from '../../../stores'
import { usePagedList } from '../../../utils/usePagedList'
import { usePullToRefresh } from '../../../utils/usePullToRefresh'
import { formatDate } from '../../../utils/dates'
import { t, getLocale } from '../../../i18n'
import { Routes, buildUrl } from '../../../navigation/routes'
import { navigate } from '../../../navigation/navigate'
import type { GiftTab } from '../../../services/api/gifts'
import './index.scss'
import '../../../i18n/zh-Hant/gifts'

const TABS = ['unclaimed', 'claimed', 'expired'] as const

/**
 * mine/pages/presentManage/index: the gifts I bought for others, one tab per state (waiting to be claimed,
 * claimed, expired or taken back), newest first; a gift opens its detail with the share link.
 */
function Presents() {
  const root = useStores()
  const { deps, user } = root
  const loggedIn = user.isLoggedIn
  const [tab, setTab] = useState<Exclude<GiftTab, 'all'>>('unclaimed')
  const list = usePagedList((page) => deps.api.gifts.list(tab, page, 20), [tab, loggedIn, getLocale()], loggedIn)
  usePullToRefresh(list)
  useReachBottom(() => {
    void list.more()
  })

  return (
    <AppPage className='cm-page present'>
      <NavBar title={t('gifts.present.title')} />
      {!loggedIn ? (
        <View className='cm-card present-center'>
          <Text className='cm-muted'>{t('gifts.present.loginPrompt')}</Text>
          <Button className='cm-btn present-btn' onClick={() => root.loginPanel.open(Routes.minePresents)}>
            {t('gifts.present.loginAction')}
          </Button>
        </View>
      ) : (
        <>
          <View className='present-tabs' role='tablist' aria-label={t('gifts.present.title')}>
            {TABS.map((k) => (
              <View
                key={k}
                className={`present-tabs__item${tab === k ? ' present-tabs__item--on' : ''}`}
                role='tab'
                aria-selected={tab === k}
                data-tab={k}
                onClick={() => setTab(k)}
              >
                <Text>{t(`gifts.present.tabs.${k}`)}</Text>
              </View>
            ))}
          </View>
          <View className='cm-card' data-testid='present-list'>
            <StateView remote={list} emptyText={t('gifts.present.empty')}>
              {list.items.map((g) => (
                <View
                  key={g.id}
                  className='present-row'
                  role='link'
                  data-gift={g.id}
                  onClick={() => navigate(buildUrl(Routes.minePresentDetail, { id: g.id }))}
                >
                  <View className='present-row__main'>
                    <Text className='present-row__title'>{g.title}</Text>
                    <Text className='present-row__meta'>
                      {g.status === 'claimed' && g.claimed_by && g.claimed_at
                        ? t('gifts.present.claimedBy', { name: g.claimed_by, date: formatDate(g.claimed_at) })
                        : t('gifts.present.expiresAt', { date: formatDate(g.expires_at) })}
                    </Text>
                  </View>
                  <Text className={`present-row__status present-row__status--${g.status}`}>
                    {t(`gifts.present.status.${g.status}`)}
                  </Text>
                </View>
              ))}
              {list.hasMore ? (
                <Text className='cm-link' role='button' onClick={() => void list.more()}>
                  {t('gifts.memberInvite.more')}
                </Text>
              ) : null}
            </StateView>
          </View>
          <Text className='cm-note'>{t('gifts.present.buyHint')}</Text>
          <View className='present-actions'>
            <Button className='cm-btn cm-btn--ghost present-actions__btn' onClick={() => navigate(Routes.courseHome)}>
              {t('gifts.present.buyCourse')}
            </Button>
            <Button
              className='cm-btn present-actions__btn'
              onClick={() => navigate(buildUrl(Routes.courseOrder, { sku: 'vip-month', gift: 1 }))}
            >
              {t('gifts.present.buyVip')}
            </Button>
          </View>
        </>
      )}
    </AppPage>
  )
}

export default observer(Presents)
