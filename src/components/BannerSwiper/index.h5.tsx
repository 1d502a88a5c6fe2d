import { Image, View, Text } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import type { BannerDTO } from '../../protocol/course'
import { openBanner } from '../../navigation/jumpOnTap'
import { mediaUrl } from '../../services/http'
import './index.scss'
import { imageAlt } from '../../utils/imageAlt'

const INTERVAL = 5000
/**
 * The first banner is the home's and the course tab's largest paint (Lighthouse's LCP element): its <img> is
 * fetched before the page's other images (`fetchpriority`, lowercase: React 18 passes it to the DOM as it is).
 */
const FIRST_IMAGE: object = { imgProps: { alt: '', fetchpriority: 'high' } }

/**
 * H5 banners: a native scroll-snap strip (swipe, keyboard, screen readers all work as on any scroller) that moves
 * on by itself every 5 s, with indicator dots. Taro's H5 Swiper is the Swiper library (~27 KB gzip of JS and CSS)
 * on the first screen of two tab pages; the mini-program keeps the native swiper (./index.tsx). Autoplay waits
 * while a finger or the pointer is on the strip and stays off for users who ask for reduced motion.
 */
export default function BannerSwiper({ banners }: { banners: BannerDTO[] }) {
  const track = useRef<HTMLElement | null>(null)
  const held = useRef(false)
  const [current, setCurrent] = useState(0)
  const count = banners.length

  useEffect(() => {
    const el = track.current
    if (!el || count < 2) return
    const hold = (on: boolean) => () => {
      held.current = on
    }
    const onScroll = () => {
      if (el.clientWidth) setCurrent(Math.round(el.scrollLeft / el.clientWidth))
    }
    const listeners: [string, () => void][] = [
      ['scroll', onScroll],
      ['touchstart', hold(true)],
      ['touchend', hold(false)],
      ['mouseenter', hold(true)],
      ['mouseleave', hold(false)]
    ]
    for (const [type, fn] of listeners) el.addEventListener(type, fn, { passive: true })
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    const timer = still
      ? undefined
      : setInterval(() => {
          if (held.current || document.hidden || !el.clientWidth) return
          const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count
          el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' })
        }, INTERVAL)
    return () => {
      clearInterval(timer)
      for (const [type, fn] of listeners) el.removeEventListener(type, fn)
    }
  }, [count])

  if (!count) return null
  return (
    <View className='banner-swiper'>
      <View ref={track} className='banner-swiper__swiper banner-swiper__track'>
        {banners.map((b, i) => (
          <View key={b.id} className='banner-swiper__slide'>
            <View
              className='banner-swiper__item'
              role='link'
              data-jump-type={b.jump_type}
              onClick={() => openBanner(b)}
            >
              <Image
                {...(i === 0 ? FIRST_IMAGE : imageAlt(''))}
                className='banner-swiper__image'
                src={mediaUrl(b.image)}
                mode='aspectFill'
                aria-hidden
              />
              <View className='banner-swiper__caption'>
                <Text className='banner-swiper__title'>{b.title}</Text>
              </View>
            </View>
          </View>
        ))}
      </View>
      {count > 1 && (
        <View className='banner-swiper__dots' aria-hidden>
          {banners.map((b, i) => (
            <View key={b.id} className={`banner-swiper__dot${i === current ? ' banner-swiper__dot--on' : ''}`} />
          ))}
        </View>
      )}
    </View>
  )
}
