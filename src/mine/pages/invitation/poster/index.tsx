import { View, Text, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useMemo } from 'react'
import AppPage from '../../../../components/AppPage'
import NavBar from '../../../../components/NavBar'
import StateView from '../../../../components/StateView'
import { useStores } from '../../../../stores'
import { t, getLocale } from '../../../../i18n'
import { Routes } from '../../../../navigation/routes'
import { defaultHttpConfig, mediaUrl } from '../../../../services/http'
import { inviteLink } from '../../../lib/invite'
import { posterOps } from '../../../lib/poster'
import PosterCanvas from '../../../components/PosterCanvas'
import './index.scss'
import '../../../../i18n/zh-Hant/gold'
import '../../../../i18n/zh-Hant/gifts'

/** Where the invite link points: this origin on H5, the API server (which serves the H5 app) in the mini-program. */
function appOrigin(): string {
  if (process.env.TARO_ENV === 'h5' && typeof location !== 'undefined') return location.origin
  return defaultHttpConfig().base
}

/**
 * mine/pages/invitation/poster/index: the share poster (spec §9, 375 × 650) with the inviter's avatar and name,
 * the membership, and a QR code of the personal invite link; downloaded on H5, saved to the album in the
 * mini-program.
 */
function Poster() {
  const root = useStores()
  const { user } = root
  const me = user.user
  const name = me?.nickname ?? ''
  const link = me ? inviteLink(me.id, appOrigin()) : ''
  const locale = getLocale()
  const ops = useMemo(
    () =>
      link
        ? posterOps({
            name,
            link,
            texts: {
              brand: t('common.appName'),
              slogan: t('gifts.poster.slogan'),
              invites: t('gifts.poster.invites'),
              product: t('gifts.poster.product'),
              productDesc: t('gifts.poster.productDesc'),
              reward: t('gifts.poster.reward'),
              scan: t('gifts.poster.scan')
            }
          })
        : null,
    // the texts follow the language: drawn again on a switch
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [link, name, locale]
  )

  return (
    <AppPage className='poster-page'>
      <NavBar title={t('gifts.poster.title')} />
      {!user.isLoggedIn ? (
        <View className='list-prompt'>
          <Text className='list-prompt__text'>{t('gifts.poster.loginPrompt')}</Text>
          <Button className='list-prompt__btn' onClick={() => root.loginPanel.open(Routes.minePoster)}>
            {t('gold.loginAction')}
          </Button>
        </View>
      ) : (
        <StateView state={me ? 'ready' : user.profileState} onRetry={() => void user.fetchProfile()}>
          <View className='poster-page__body'>
            <PosterCanvas
              ops={ops}
              avatarUrl={me?.avatar ? mediaUrl(me.avatar) : ''}
              label={t('gifts.poster.canvasLabel', { name })}
              fileName='jingxin-invite.png'
            />
            <Text className='poster-page__hint'>{t('gifts.poster.hint')}</Text>
            <Text className='poster-page__link' selectable data-testid='poster-link'>
              {link}
            </Text>
          </View>
        </StateView>
      )}
    </AppPage>
  )
}

export default observer(Poster)
