import { View, Text, Image } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useRef, useState } from 'react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import SeekSlider from '../../../components/SeekSlider'
import TransportButtons from '../../../components/TransportButtons'
import TrackRow from '../../../components/TrackRow'
import { useStores } from '../../../stores'
import { clock } from '../../../utils/mediaTime'
import { imageAlt } from '../../../utils/imageAlt'
import { t, getLocale } from '../../../i18n'
import { decodeParam } from '../../../navigation/routes'
import './play.scss'
import '../../../i18n/zh-Hant/meditation'
import '../../../i18n/zh-Hant/enterprise'

/**
 * Enterprise audio (spec §2 study/pages/enterprise/play?sku): an enterprise album in the app's one audio store and
 * player backend (play data with isEnterPrise 1). The server answers 1200 to non-members, which leads to the
 * enterprise login. This page is the album's controls; playback, the lock screen and the mini player are shared.
 */
function EnterprisePlay() {
  const params = useRouter().params ?? {}
  const sku = decodeParam(params.sku)
  const resourceId = params.resource_id ? Number(params.resource_id) : undefined
  const { audio, deps } = useStores()
  const locale = getLocale()
  const [dragging, setDragging] = useState<number | null>(null)

  useEffect(() => {
    if (sku) void audio.open(sku, resourceId, true)
  }, [audio, sku, resourceId])
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    void audio.refreshPlayInfo()
  }, [audio, locale])

  const mine = audio.sku === sku && audio.isEnterPrise === 1
  const state = !sku ? 'error' : mine ? audio.loadState : audio.loadState === 'error' ? 'error' : 'loading'
  const position = dragging ?? audio.currentTime
  return (
    <AppPage className='enterprise-play'>
      <NavBar title={t('enterprise.play.title')} />
      <StateView state={state} errorText={audio.error} onRetry={() => void audio.open(sku, resourceId, true)}>
        <View className='enterprise-play__head'>
          <Image
            {...imageAlt('')}
            className='enterprise-play__cover'
            src={deps.api.http.mediaUrl(audio.cover)}
            mode='aspectFill'
            aria-hidden
          />
          <Text className='enterprise-play__badge'>{t('enterprise.play.badge')}</Text>
          <Text className='enterprise-play__title' role='heading' aria-level={1}>
            {audio.title}
          </Text>
          <Text className='enterprise-play__track' data-testid='enterprise-track'>
            {audio.current?.title ?? ''}
          </Text>
        </View>
        <View className='enterprise-play__progress'>
          <SeekSlider
            max={Math.round(audio.duration)}
            value={Math.round(position)}
            label={t('meditation.player.progress')}
            valueText={t('meditation.player.progressValue', { time: clock(position), total: clock(audio.duration) })}
            onChanging={(v) => setDragging(v)}
            onChange={(v) => {
              setDragging(null)
              audio.seek(v)
            }}
          />
          <View className='enterprise-play__times'>
            <Text>{clock(position)}</Text>
            <Text>{clock(audio.duration)}</Text>
          </View>
        </View>
        <View className='enterprise-play__controls'>
          <TransportButtons
            audio={audio}
            classes={{
              prev: 'enterprise-play__btn',
              toggle: 'enterprise-play__btn enterprise-play__toggle',
              next: 'enterprise-play__btn'
            }}
          />
        </View>
        <View className='enterprise-play__list'>
          {audio.songList.map((track, i) => (
            <TrackRow
              key={track.id}
              variant='flat'
              className={i === audio.index ? 'is-current' : ''}
              lead={String(i + 1)}
              title={track.title}
              meta={[clock(track.duration)]}
              onOpen={() => audio.playIndex(i)}
              openRole='button'
            />
          ))}
        </View>
      </StateView>
    </AppPage>
  )
}

export default observer(EnterprisePlay)
