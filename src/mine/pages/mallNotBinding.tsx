import { View, Text, Button } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import { useStores } from '../../stores'
import { t, getLocale } from '../../i18n'
import { navigate } from '../../navigation/navigate'
import { Routes } from '../../navigation/routes'
import { useRemote } from '../../utils/useRemote'
import type { MallBindingDTO } from '../../protocol/mall'
import './mall.scss'
import '../../i18n/zh-Hant/mall'
import '../../services/api/mall'

const NOT_BOUND: MallBindingDTO = { bound: false, mall_user_id: null, account: null }

/** What binding the partner mall's account brings and how it works; leads to the binding form or the shop. */
function MallNotBinding() {
  const { deps, user } = useStores()
  const binding = useRemote(
    () => (user.isLoggedIn ? deps.api.mall.binding() : Promise.resolve(NOT_BOUND)),
    [user.isLoggedIn, getLocale()]
  )
  useDidShow(() => {
    void binding.reload()
  })
  const bound = binding.data?.bound

  return (
    <AppPage className='mall-page'>
      <NavBar title={t('mall.notBoundTitle')} />
      <StateView remote={binding}>
        <View className='mall-explain'>
          <Text className='mall-explain__title' role='heading' aria-level={1}>
            {bound ? t('mall.bound') : t('mall.whyTitle')}
          </Text>
          {bound ? (
            <Text className='mall-explain__text'>{t('mall.boundAs', { account: binding.data?.account ?? '' })}</Text>
          ) : (
            <View>
              <View role='list'>
                {(['mall.why1', 'mall.why2', 'mall.why3'] as const).map((k) => (
                  <Text key={k} className='mall-explain__point' role='listitem'>
                    {t(k)}
                  </Text>
                ))}
              </View>
              <Text className='mall-explain__subtitle' role='heading' aria-level={2}>
                {t('mall.howTitle')}
              </Text>
              <Text className='mall-explain__text'>{t('mall.how')}</Text>
            </View>
          )}
          <Button
            className='mall-button mall-button--primary'
            onClick={() => navigate(bound ? Routes.mineMiniStore : Routes.mineMallBinding)}
          >
            {bound ? t('mall.goStore') : t('mall.bindNow')}
          </Button>
          {!bound && (
            <Button className='mall-button' onClick={() => navigate(Routes.mineMiniStore)}>
              {t('mall.browse')}
            </Button>
          )}
        </View>
      </StateView>
    </AppPage>
  )
}

export default observer(MallNotBinding)
