import { View, Image, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { GoodsCardDTO } from '../../protocol/meditation'
import type { FloorStyle } from '../../protocol/common'
import { t } from '../../i18n'
import { mediaUrl } from '../../services/http'
import { navigate } from '../../navigation/navigate'
import { Routes, buildUrl } from '../../navigation/routes'
import './index.scss'
import { imageAlt } from '../../utils/imageAlt'
import '../../i18n/zh-Hant/tabs'

/** A meditation goods card; the layout follows the floor style (1 scroller, 2 grid, 3 list, 4 big card). */
function GoodsCard({ goods, variant = 2 }: { goods: GoodsCardDTO; variant?: FloorStyle }) {
  const open = () => navigate(buildUrl(Routes.meditationDetail, { sku: goods.sku }))
  return (
    <View className={`goods-card goods-card--s${variant}`} role='link' onClick={open} data-sku={goods.sku}>
      <View className='goods-card__cover-wrap'>
        <Image
          {...imageAlt('')}
          className='goods-card__cover'
          src={mediaUrl(goods.cover)}
          mode='aspectFill'
          lazyLoad
          aria-hidden
        />
        {goods.is_vip === 1 && <Text className='goods-card__vip'>{t('tabs.meditation.vipOnly')}</Text>}
      </View>
      <View className='goods-card__body'>
        <Text className='goods-card__title'>{goods.title}</Text>
        <Text className='goods-card__sub'>{goods.subtitle || goods.teacher}</Text>
        {variant !== 1 && (
          <Text className='goods-card__meta'>
            {t('tabs.meditation.tracks', { count: goods.track_count })} ·{' '}
            {t('tabs.meditation.plays', { count: goods.play_count })}
          </Text>
        )}
      </View>
    </View>
  )
}

export default observer(GoodsCard)
