import { View, Text, Image } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '../../stores'
import { t } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import Icon from '../Icon'
import './index.scss'
import { mediaUrl } from '../../services/http'
import { imageAlt } from '../../utils/imageAlt'
import '../../i18n/zh-Hant/tabs'

/**
 * The mini player: shown at the bottom of meditation pages while a guide track is loaded; tap to open the
 * player, the button toggles play/pause. `above` lifts it over the tab bar on tab pages.
 */
function MiniPlayer({ above }: { above?: boolean }) {
  const { audio } = useStores()
  const track = audio.current
  if (!track || audio.backgroundMusic || !audio.sku) return null
  const open = () => navigate(buildUrl(Routes.meditationPlay, { sku: audio.sku, resource_id: track.id }))
  return (
    <>
      {/* tab pages: room under the content so the last item can scroll above the bar */}
      {above && <View className='mini-player-spacer' aria-hidden />}
      <View className={`mini-player${above ? ' mini-player--above' : ''}`}>
        <View className='mini-player__progress' style={{ width: `${Math.round(audio.progress * 100)}%` }} aria-hidden />
        <View className='mini-player__main' role='link' onClick={open}>
          <Image
            {...imageAlt('')}
            className='mini-player__cover'
            src={mediaUrl(audio.cover)}
            mode='aspectFill'
            aria-hidden
          />
          <View className='mini-player__text'>
            <Text className='mini-player__title'>{track.title}</Text>
            <Text className='mini-player__album'>{audio.title}</Text>
          </View>
        </View>
        <Text
          className='mini-player__toggle'
          role='button'
          aria-label={audio.playing ? t('tabs.meditation.pause') : t('tabs.meditation.play')}
          onClick={() => audio.toggle()}
        >
          <Icon name={audio.playing ? 'pause' : 'play'} size={20} />
        </Text>
      </View>
    </>
  )
}

export default observer(MiniPlayer)
