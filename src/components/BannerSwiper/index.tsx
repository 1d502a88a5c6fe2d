import { Swiper, SwiperItem, Image, View } from '@tarojs/components'
import type { BannerDTO } from '../../protocol/types'
import { resolveBanner, performJump } from '../../navigation/jumps'
import { mediaUrl } from '../../services/http'
import './index.scss'

/** Banners with their jump types (spec §2). */
export default function BannerSwiper({ banners }: { banners: BannerDTO[] }) {
  if (!banners.length) return null
  return (
    <View className='banner-swiper'>
      <Swiper className='banner-swiper__swiper' circular autoplay={banners.length > 1} interval={5000} indicatorDots={banners.length > 1}
        indicatorColor='rgba(255,255,255,0.5)' indicatorActiveColor='#ffffff'>
        {banners.map((b) => (
          <SwiperItem key={b.id}>
            <Image className='banner-swiper__image' src={mediaUrl(b.image)} mode='aspectFill' aria-label={b.title} role='link'
              data-jump-type={b.jump_type} onClick={() => performJump(resolveBanner(b))} />
          </SwiperItem>
        ))}
      </Swiper>
    </View>
  )
}
