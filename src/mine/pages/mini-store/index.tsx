import { View, Text, Image, Button, ScrollView } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import { useStores } from '../../../stores'
import { t, getLocale } from '../../../i18n'
import { navigate, openExternal } from '../../../navigation/navigate'
import { Routes } from '../../../navigation/routes'
import { mediaUrl } from '../../../services/http'
import { formatDate } from '../../../utils/dates'
import { formatPrice } from '../../../utils/price'
import { imageAlt } from '../../../utils/imageAlt'
import { useRemote } from '../../../utils/useRemote'
import { usePagedList } from '../../../utils/usePagedList'
import { usePullToRefresh } from '../../../utils/usePullToRefresh'
import type { MallBalanceDTO, MallBindingDTO, MallGoodsDTO } from '../../../protocol/mall'
import '../mall.scss'
import '../../../i18n/zh-Hant/mall'
import '../../../services/api/mall'

type Wallet = { binding: MallBindingDTO; balance: MallBalanceDTO | null }

/** One goods row: buying hands over to the mall's own goods page (the web view in the mini-program). */
function GoodsRow({ goods }: { goods: MallGoodsDTO }) {
  return (
    <View className='mall-goods' role='listitem' data-id={goods.id}>
      <Image
        {...imageAlt('')}
        className='mall-goods__cover'
        src={mediaUrl(goods.cover)}
        mode='aspectFill'
        aria-hidden
      />
      <View className='mall-goods__body'>
        <Text className='mall-goods__title'>{goods.title}</Text>
        <Text className='mall-goods__sub'>{goods.subtitle}</Text>
        <View className='mall-goods__prices'>
          <Text className='mall-goods__price'>{formatPrice(goods.price)}</Text>
          {goods.original_price > goods.price && (
            <Text className='mall-goods__original'>
              {t('mall.originalPrice', { price: formatPrice(goods.original_price) })}
            </Text>
          )}
          <Text className='mall-goods__sales'>{t('mall.sales', { count: goods.sales })}</Text>
        </View>
      </View>
      <Button
        className='mall-goods__buy'
        aria-label={t('mall.buyLabel', { title: goods.title })}
        onClick={() => openExternal(goods.url)}
      >
        {t('mall.buy')}
      </Button>
    </View>
  )
}

/**
 * The partner mall's home (spec §7 mall API): the deposit balance of the bound account, the home template's
 * banners, shortcut links, the running promotion, the hot list and all goods, paged.
 */
function MiniStore() {
  const { deps, user } = useStores()
  const api = deps.api.mall
  const locale = getLocale()
  const home = useRemote(
    () =>
      Promise.all([api.setting(), api.template(), api.links(), api.promotion(), api.hotList()]).then(
        ([setting, template, links, promotion, hot]) => ({ setting, template, links, promotion, hot })
      ),
    [locale]
  )
  const goods = usePagedList((page) => api.goods(page, 10), [locale])
  const wallet = useRemote<Wallet>(async () => {
    const binding = user.isLoggedIn ? await api.binding() : { bound: false, mall_user_id: null, account: null }
    const balance = binding.bound && binding.mall_user_id ? await api.balance(binding.mall_user_id) : null
    return { binding, balance }
  }, [user.isLoggedIn, locale])
  usePullToRefresh(home, goods, wallet)
  useReachBottom(() => {
    void goods.more()
  })

  const h = home.data
  const w = wallet.data
  return (
    <AppPage className='mall-page mini-store'>
      <NavBar title={h?.setting.title || t('mall.storeTitle')} />
      <View className='mall-wallet' aria-live='polite'>
        <StateView remote={wallet}>
          {w?.balance ? (
            <View className='mall-wallet__card'>
              <Text className='mall-wallet__label'>{t('mall.balance')}</Text>
              <Text className='mall-wallet__amount'>{formatPrice(w.balance.balance)}</Text>
              <Text className='mall-wallet__account'>{t('mall.balanceOf', { account: w.binding.account ?? '' })}</Text>
            </View>
          ) : (
            <View className='mall-wallet__card mall-wallet__card--unbound'>
              <Text className='mall-wallet__label'>{t('mall.notBoundBalance')}</Text>
              <Button className='mall-button mall-button--small' onClick={() => navigate(Routes.mineMallNotBinding)}>
                {t('mall.bindCta')}
              </Button>
            </View>
          )}
        </StateView>
      </View>
      <StateView remote={home}>
        {h && (
          <View className='mall-home'>
            {h.setting.notice && <Text className='mall-notice'>{h.setting.notice}</Text>}
            <ScrollView scrollX className='mall-banners' enhanced showScrollbar={false}>
              {h.template.banners.map((b) => (
                <View key={b.id} className='mall-banner' role='link' onClick={() => openExternal(b.url)}>
                  <Image
                    {...imageAlt(b.title)}
                    className='mall-banner__image'
                    src={mediaUrl(b.image)}
                    mode='aspectFill'
                  />
                  <Text className='mall-banner__title'>{b.title}</Text>
                </View>
              ))}
            </ScrollView>
            <View className='mall-links'>
              {h.links.map((l) => (
                <Text key={l.id} className='mall-links__item' role='link' onClick={() => openExternal(l.url)}>
                  {l.title}
                </Text>
              ))}
            </View>
            {h.promotion && (
              <View className='mall-section mall-promotion'>
                <Text className='mall-section__title' role='heading' aria-level={2}>
                  {h.promotion.title}
                </Text>
                <Text className='mall-section__sub'>
                  {h.promotion.subtitle} · {t('mall.promotionEnds', { date: formatDate(h.promotion.ends_at) })}
                </Text>
                <View role='list'>
                  {h.promotion.goods.slice(0, 2).map((g) => (
                    <GoodsRow key={g.id} goods={g} />
                  ))}
                </View>
              </View>
            )}
            <View className='mall-section mall-hot'>
              <Text className='mall-section__title' role='heading' aria-level={2}>
                {t('mall.hot')}
              </Text>
              <View role='list'>
                {h.hot.list.map((g) => (
                  <GoodsRow key={g.id} goods={g} />
                ))}
              </View>
            </View>
          </View>
        )}
      </StateView>
      <View className='mall-section mall-all'>
        <Text className='mall-section__title' role='heading' aria-level={2}>
          {t('mall.allGoods')}
        </Text>
        <StateView remote={goods} emptyText={t('mall.empty')}>
          <View role='list'>
            {goods.items.map((g) => (
              <GoodsRow key={g.id} goods={g} />
            ))}
          </View>
          <Text className='list-foot'>{goods.hasMore ? t('mall.loadingMore') : t('mall.end')}</Text>
        </StateView>
      </View>
    </AppPage>
  )
}

export default observer(MiniStore)
