import { View, Text, Button, Image } from '@tarojs/components'
import { useRouter, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useMemo } from 'react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import { useStores } from '../../../stores'
import { useRemote } from '../../../utils/useRemote'
import { useAction } from '../../../utils/useAction'
import { formatDate } from '../../../utils/dates'
import { t, getLocale } from '../../../i18n'
import { Routes, buildUrl } from '../../../navigation/routes'
import { qrDataUrl } from '../../lib/qr'
import { imageAlt } from '../../../utils/imageAlt'
import './detail.scss'
import '../../../i18n/zh-Hant/gifts'
import { copyText } from '../../../utils/clipboard'

/**
 * mine/pages/presentManage/detail?id (or ?order_no, where a gift checkout lands): one of my gifts with its state,
 * the share link and its QR code while it waits to be claimed, and "take back" once it expired unclaimed.
 */
function PresentDetail() {
  const root = useStores()
  const { deps, user } = root
  const params = useRouter().params
  const id = Number(params.id ?? 0)
  const orderNo = params.order_no ?? ''
  const gift = useRemote(
    () => (id ? deps.api.gifts.byId(id) : deps.api.gifts.byOrder(orderNo)),
    [id, orderNo, user.isLoggedIn, getLocale()]
  )
  const g = gift.data
  const path = g?.token ? buildUrl(Routes.minePresentGive, { token: g.token }) : ''
  const isH5 = process.env.TARO_ENV === 'h5'
  const link = path && isH5 && typeof location !== 'undefined' ? `${location.origin}${path}` : path
  const qr = useMemo(() => (link ? qrDataUrl(link) : ''), [link])
  useShareAppMessage(() => ({
    title: g ? t('gifts.present.shareTitle', { name: user.user?.nickname ?? '', title: g.title }) : '',
    path: path || Routes.meditationHome
  }))

  const copy = async () => {
    try {
      await copyText(link)
      deps.toast(t('gifts.present.copied'))
    } catch {
      /* the platform said why */
    }
  }

  const reclaiming = useAction(async (giftId: number) => {
    await deps.api.gifts.reclaim(giftId)
    await user.refreshMemberInfo()
    deps.toast(t('gifts.present.reclaimed'))
    gift.reload()
  })
  const { busy, error: message } = reclaiming
  const reclaim = async () => {
    if (g) await reclaiming.run(g.id)
  }

  return (
    <AppPage className='cm-page pdetail'>
      <NavBar title={t('gifts.present.detailTitle')} />
      <StateView remote={gift}>
        {g && (
          <>
            <View className='cm-card' data-testid='present-detail' data-status={g.status}>
              <Text className='pdetail__title' role='heading' aria-level={1}>
                {g.title}
              </Text>
              <Text className={`pdetail__status pdetail__status--${g.status}`}>
                {t(`gifts.present.status.${g.status}`)}
              </Text>
              <Text className='cm-muted'>{t('gifts.present.createdAt', { date: formatDate(g.created_at) })}</Text>
              {g.status === 'claimed' && g.claimed_by && g.claimed_at ? (
                <Text className='cm-muted'>
                  {t('gifts.present.claimedBy', { name: g.claimed_by, date: formatDate(g.claimed_at) })}
                </Text>
              ) : (
                <Text className='cm-muted'>{t('gifts.present.expiresAt', { date: formatDate(g.expires_at) })}</Text>
              )}
            </View>
            {g.status === 'unclaimed' && (
              <View className='cm-card pdetail__share'>
                <Text className='cm-h'>{t('gifts.present.shareLink')}</Text>
                {qr ? <Image {...imageAlt(t('gifts.present.qrLabel'))} className='pdetail__qr' src={qr} /> : null}
                {isH5 && (
                  <Text className='pdetail__link' data-testid='present-link' selectable>
                    {link}
                  </Text>
                )}
                {isH5 ? (
                  <Button className='cm-btn pdetail__btn' onClick={copy}>
                    {t('gifts.present.copy')}
                  </Button>
                ) : (
                  <Button className='cm-btn pdetail__btn' openType='share'>
                    {t('gifts.present.share')}
                  </Button>
                )}
              </View>
            )}
            {g.reclaimable === 1 && (
              <View className='cm-card'>
                <Button
                  className='cm-btn pdetail__btn'
                  data-testid='present-reclaim'
                  disabled={busy || undefined}
                  onClick={reclaim}
                >
                  {t('gifts.present.reclaim')}
                </Button>
              </View>
            )}
            <View className='pdetail__msg' role='status'>
              {message ? <Text data-testid='present-message'>{message}</Text> : null}
            </View>
            <Text className='cm-note'>{t('gifts.present.rules')}</Text>
          </>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(PresentDetail)
