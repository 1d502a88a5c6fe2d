import { Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import Icon from '../Icon'
import { t } from '../../i18n'
import type { AudioStore } from '../../stores/AudioStore'
import '../../i18n/zh-Hant/meditation'

/**
 * Previous, play/pause and next of the one audio store, as labelled buttons (the meditation player and an
 * enterprise's play page). Each page gives its own classes so the buttons sit in its own layout.
 */
function TransportButtons({
  audio,
  classes
}: {
  audio: AudioStore
  classes: { prev: string; toggle: string; next: string }
}) {
  return (
    <>
      <Text
        className={classes.prev}
        role='button'
        aria-label={t('meditation.player.previous')}
        onClick={() => audio.previous()}
      >
        <Icon name='prev' size={26} />
      </Text>
      <Text
        className={classes.toggle}
        role='button'
        data-playing={audio.playing ? 1 : 0}
        aria-label={audio.playing ? t('meditation.player.pause') : t('meditation.player.play')}
        onClick={() => audio.toggle()}
      >
        <Icon name={audio.playing ? 'pause' : 'play'} size={30} />
      </Text>
      <Text
        className={classes.next}
        role='button'
        aria-label={t('meditation.player.next')}
        onClick={() => audio.next()}
      >
        <Icon name='next' size={26} />
      </Text>
    </>
  )
}

export default observer(TransportButtons)
