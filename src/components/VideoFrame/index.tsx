import { View, Video } from '@tarojs/components'
import { useEffect, useRef, type ComponentProps } from 'react'
import { t } from '../../i18n'
import './index.scss'

type VideoProps = ComponentProps<typeof Video>

/**
 * A Video in a box of its own. Taro's H5 video positions its element absolutely (class taro-video-container):
 * on its own it has no height in the page flow and floats over whatever follows. The frame reserves the
 * 16:9 space, so the title and lists below start under the video. On H5 it also replaces the component's
 * built-in (simplified Chinese) "cannot play" fallback text with ours in the current language.
 */
export default function VideoFrame({ frameClassName, ...props }: VideoProps & { frameClassName?: string }) {
  const ref = useRef<unknown>(null)
  const fallback = t('common.videoUnsupported')
  useEffect(() => {
    if (process.env.TARO_ENV !== 'h5') return
    const host = ref.current as unknown as HTMLElement | null
    if (!host || typeof MutationObserver === 'undefined') return
    // Taro's H5 video is a Stencil component that renders its <video> asynchronously (and again on updates):
    // replace the fallback text whenever the element appears or is re-rendered.
    const apply = () => {
      const el = host.querySelector('video')
      if (!el) return
      for (const node of Array.from(el.childNodes))
        if (node.nodeType === 3 && node.textContent !== fallback) node.textContent = fallback
    }
    apply()
    const observer = new MutationObserver(apply)
    observer.observe(host, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [fallback])
  return (
    <View className={`video-frame${frameClassName ? ` ${frameClassName}` : ''}`} ref={ref as never}>
      <Video {...props} className={`video-frame__video${props.className ? ` ${props.className}` : ''}`} />
    </View>
  )
}
