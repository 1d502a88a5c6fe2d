import { View, Text, Button, Image } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import { useStores } from '../../../stores'
import { useRemote } from '../../../utils/useRemote'
import { useAction } from '../../../utils/useAction'
import { formatDate } from '../../../utils/dates'
import { t, getLocale } from '../../../i18n'
import { Routes, buildUrl } from '../../../navigation/routes'
import { navigate } from '../../../navigation/navigate'
import { mediaUrl } from '../../../services/http'
import { imageAlt } from '../../../utils/imageAlt'
import './give.scss'
import '../../../i18n/zh-Hant/gifts'

/**
 * mine/pages/presentManage/give?token: the page a friend opens from a gift link. Anyone sees what the gift is;
 * claiming needs a login (the login panel returns here) and works once, for an account other than the giver's,
 * within the gift's 30 days. The server's refusal (taken, your own, expired, already owned) is shown as is.
 */
function Give() {
  const root = useStores()
  const { deps, user } = root
  const token = useRouter().params.token ?? ''
  const here = buildUrl(Routes.minePresentGive, { token })
  const [done, setDone] = useState(false)
  const gift = useRemote(() => deps.api.gifts.shared(token), [token, user.isLoggedIn, getLocale()])
  const g = gift.data
  const claiming = useAction(async () => {
    await deps.api.gifts.claim(token)
    await user.refreshMemberInfo()
    setDone(true)
    gift.reload()
  })
  const { busy, error: message } = claiming

  const claim = async () => {
    if (!user.isLoggedIn) {
      root.loginPanel.open(here)
      return
    }
    await claiming.run()
  }

  const open = () => {
    if (!g) return
    navigate(g.kind === 'course' ? buildUrl(Routes.courseDetail, { sku: g.sku }) : Routes.meditationHome)
  }

  return (
    <AppPage className='cm-page give'>
      <NavBar title={t('gifts.present.giveTitle')} />
      <StateView remote={gift}>
        {g && (
          <View className='give-card' data-testid='give-card' data-status={g.status}>
            <Text className='give-card__from'>{t('gifts.present.from', { name: g.giver })}</Text>
            {g.cover ? (
              <Image
                {...imageAlt('')}
                className='give-card__cover'
                src={mediaUrl(g.cover)}
                mode='aspectFill'
                aria-hidden
              />
            ) : null}
            <Text className='give-card__title' role='heading' aria-level={1}>
              {g.title}
            </Text>
            <Text className='give-card__meta'>{t('gifts.present.expiresAt', { date: formatDate(g.expires_at) })}</Text>
            {done ? (
              <>
                <Text className='give-card__done' data-testid='give-done'>
                  {t('gifts.present.claimedDone')}
                </Text>
                <Button className='cm-btn give-card__btn' onClick={open}>
                  {g.kind === 'course' ? t('gifts.present.goCourse') : t('gifts.present.goMeditation')}
                </Button>
              </>
            ) : g.is_mine === 1 ? (
              <Text className='give-card__note'>{t('gifts.present.own')}</Text>
            ) : g.status === 'unclaimed' ? (
              <Button
                className='cm-btn give-card__btn'
                data-testid='give-claim'
                disabled={busy || undefined}
                onClick={claim}
              >
                {busy
                  ? t('gifts.present.claiming')
                  : user.isLoggedIn
                    ? t('gifts.present.claim')
                    : t('gifts.present.loginToClaim')}
              </Button>
            ) : (
              <Text className='give-card__note' data-testid='give-status'>
                {t(`gifts.present.status.${g.status}`)}
              </Text>
            )}
            <View className='give-card__msg' role='status'>
              {message ? <Text data-testid='give-message'>{message}</Text> : null}
            </View>
          </View>
        )}
      </StateView>
      <Text className='cm-note'>{t('gifts.present.rules')}</Text>
    </AppPage>
  )
}

export default observer(Give)
