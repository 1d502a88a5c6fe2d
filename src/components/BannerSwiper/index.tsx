import { Swiper, SwiperItem, Image, View, Text } from '@tarojs/components'
import type { BannerDTO } from '../../protocol/course'
import { openBanner } from '../../navigation/jumpOnTap'
import { mediaUrl } from '../../services/http'
import './index.scss'
import { imageAlt } from '../../utils/imageAlt'
import { colors } from '../../styles/tokens'

/** Banners with their jump types (spec §2): the picture with its title written on it (the link's name is that title). */
export default function BannerSwiper({ banners }: { banners: BannerDTO[] }) {
  if (!banners.length) return null
  return (
    <View className='banner-swiper'>
      <Swiper
        className='banner-swiper__swiper'
        circular
        autoplay={banners.length > 1}
        interval={5000}
        indicatorDots={banners.length > 1}
        indicatorColor='rgba(255,255,255,0.5)'
        indicatorActiveColor={colors.textOnDark}
      >
        {banners.map((b) => (
          <SwiperItem key={b.id}>
            <View
              className='banner-swiper__item'
              role='link'
              data-jump-type={b.jump_type}
              onClick={() => openBanner(b)}
            >
              <Image
                {...imageAlt('')}
                className='banner-swiper__image'
                src={mediaUrl(b.image)}
                mode='aspectFill'
                aria-hidden
              />
              <View className='banner-swiper__caption'>
                <Text className='banner-swiper__title'>{b.title}</Text>
              </View>
            </View>
          </SwiperItem>
        ))}
      </Swiper>
    </View>
  )
}
