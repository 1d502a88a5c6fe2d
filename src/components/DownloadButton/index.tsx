import { useState } from 'react'
import { Text } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useStores } from '../../stores'
import { t } from '../../i18n'
import { mediaUrl } from '../../services/http'
import { Routes } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import {
  downloadTrack,
  findDownload,
  formatBytes,
  isDownloadError,
  isPlayable,
  mediaSaver
} from '../../services/downloads'
import './index.scss'
import '../../i18n/zh-Hant/offline'

type State = 'idle' | 'busy' | 'done'

/**
 * The player's download control: keeps the current track for offline listening (src/services/downloads).
 * Hidden where nothing can be kept, and for tracks the user may not play (no media path).
 */
function DownloadButton() {
  const root = useStores()
  const { audio, user, deps } = root
  const track = audio.current
  const sku = audio.sku
  // the track being downloaded (a track change meanwhile does not inherit the spinner)
  const [busyId, setBusyId] = useState<number | null>(null)
  // re-read the kept list when the page shows again (a download may have been removed in my downloads)
  const [, setShown] = useState(0)
  useDidShow(() => setShown((n) => n + 1))

  if (!track || !track.full_path || audio.backgroundMusic || !mediaSaver.available()) return null

  const kept = findDownload(deps.storage, sku, track.id)
  const state: State = busyId === track.id ? 'busy' : kept && isPlayable(kept, Date.now()) ? 'done' : 'idle'

  const start = async () => {
    if (state === 'done') {
      navigate(Routes.mineDownloads)
      return
    }
    if (busyId !== null) return
    setBusyId(track.id)
    try {
      await downloadTrack(
        { storage: deps.storage, memberInfo: user.memberInfo, now: Date.now() },
        { sku, album: audio.title, cover: audio.cover, track, url: mediaUrl(track.full_path) }
      )
      deps.toast(t('offline.done'))
    } catch (e) {
      const reason = isDownloadError(e) ? e.reason : 'network'
      deps.toast(
        reason === 'quota' && mediaSaver.limitBytes
          ? t('offline.errors.quotaLimit', { limit: formatBytes(mediaSaver.limitBytes) })
          : t(`offline.errors.${reason}`)
      )
    } finally {
      setBusyId(null)
    }
  }

  const label = state === 'done' ? t('offline.downloadedLabel') : t('offline.downloadLabel', { title: track.title })
  return (
    <Text
      className={`download-btn download-btn--${state}`}
      role='button'
      data-state={state}
      aria-label={label}
      aria-busy={state === 'busy'}
      onClick={start}
    >
      {state === 'done'
        ? `✓ ${t('offline.downloaded')}`
        : state === 'busy'
          ? t('offline.downloading')
          : `↓ ${t('offline.download')}`}
    </Text>
  )
}

export default observer(DownloadButton)
