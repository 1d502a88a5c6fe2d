import { View, Text, Button } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useMemo } from 'react'
import AppPage from '../../components/AppPage'
import { useNavTitle } from '../../components/AuthForm/useNavTitle'
import { t } from '../../i18n'
import { hostOf, opensWithoutAsking, resolveDeepLink, type Jump } from '../../navigation/jumps'
import { navigate, openExternal } from '../../navigation/navigate'
import { Routes, buildUrl, decodeParam } from '../../navigation/routes'
import './deeplink.scss'
import '../../i18n/zh-Hant/portal'

/**
 * The deep link this page was opened with: `?link=<encoded deep link>` (any of the 20 schemes of spec §2, with
 * or without `jingxin://`), or the scheme and its parameters spelled out: `?scheme=course/vodDetail&sku=…`.
 */
export function deepLinkOf(params: Record<string, string | undefined>): string {
  if (params.link) return decodeParam(params.link)
  const { scheme, $taroTimestamp: _ts, stamp: _stamp, ...rest } = params
  if (!scheme) return ''
  const query = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, decodeParam(v)]))
  return buildUrl(decodeParam(scheme), query)
}

/**
 * Opens the page a deep link names (replacing this one), or explains that it cannot, with a way home. An outside
 * address opens by itself only on a trusted host (jumps.ts opensWithoutAsking); any other is shown, host first,
 * and opens only when the user taps "open".
 */
function DeepLinkPage() {
  useNavTitle(t('portal.deeplink.title'))
  const params = useRouter().params
  const link = deepLinkOf(params)
  const jump: Jump = useMemo(() => resolveDeepLink(link), [link])
  const ask = jump.kind === 'external' && !opensWithoutAsking(jump.url)

  useEffect(() => {
    if (jump.kind === 'page') navigate(jump.url, 'redirect')
    else if (jump.kind === 'external' && !ask) openExternal(jump.url)
  }, [jump, ask])

  return (
    <AppPage className='deeplink-page'>
      {jump.kind === 'external' && ask ? (
        <View className='deeplink' role='alertdialog' aria-labelledby='deeplink-leave-title'>
          <Text id='deeplink-leave-title' className='deeplink__title' role='heading' aria-level={1}>
            {t('portal.deeplink.leaveTitle')}
          </Text>
          <Text className='deeplink__text'>{t('portal.deeplink.leaveText')}</Text>
          <Text className='deeplink__host'>{hostOf(jump.url) || jump.url}</Text>
          <Text className='deeplink__link'>{jump.url}</Text>
          <Button className='deeplink__home' onClick={() => openExternal(jump.url)}>
            {t('portal.deeplink.leaveOpen')}
          </Button>
          <Button className='deeplink__search' onClick={() => navigate(Routes.meditationHome, 'relaunch')}>
            {t('portal.deeplink.leaveStay')}
          </Button>
        </View>
      ) : jump.kind === 'none' ? (
        <View className='deeplink' role='alert'>
          <Text className='deeplink__title' role='heading' aria-level={1}>
            {t('portal.deeplink.unknownTitle')}
          </Text>
          <Text className='deeplink__text'>
            {link ? t('portal.deeplink.unknownText') : t('portal.deeplink.missing')}
          </Text>
          {link && <Text className='deeplink__link'>{t('portal.deeplink.linkLabel', { link })}</Text>}
          <Button className='deeplink__home' onClick={() => navigate(Routes.meditationHome, 'relaunch')}>
            {t('portal.deeplink.home')}
          </Button>
          <Button className='deeplink__search' onClick={() => navigate(Routes.search)}>
            {t('portal.deeplink.search')}
          </Button>
        </View>
      ) : (
        <View className='deeplink' aria-busy>
          <Text className='deeplink__text' role='status'>
            {jump.kind === 'external' ? t('portal.deeplink.openingExternal') : t('portal.deeplink.opening')}
          </Text>
        </View>
      )}
    </AppPage>
  )
}

export default observer(DeepLinkPage)
