import { useEffect, useState } from 'react'
import { Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '../../stores'
import { t } from '../../i18n'
import { mediaUrl } from '../../services/http'
import { Routes } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import { downloadTrack, findDownload, formatBytes, isDownloadError, isPlayable, mediaSaver } from '../../services/downloads'
import './index.scss'

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
  const [state, setState] = useState<State>('idle')

  useEffect(() => {
    const kept = track ? findDownload(deps.storage, sku, track.id) : undefined
    setState(kept && isPlayable(kept, Date.now()) ? 'done' : 'idle')
  }, [sku, track?.id])

  if (!track || !track.full_path || audio.backgroundMusic || !mediaSaver.available()) return null

  const start = async () => {
    if (state === 'done') { navigate(Routes.mineDownloads); return }
    if (state === 'busy') return
    setState('busy')
    try {
      await downloadTrack(
        { storage: deps.storage, memberInfo: user.memberInfo, now: Date.now() },
        { sku, album: audio.title, cover: audio.cover, track, url: mediaUrl(track.full_path) }
      )
      setState('done')
      deps.toast(t('offline.done'))
    } catch (e) {
      setState('idle')
      const reason = isDownloadError(e) ? e.reason : 'network'
      deps.toast(reason === 'quota' && mediaSaver.limitBytes
        ? t('offline.errors.quotaLimit', { limit: formatBytes(mediaSaver.limitBytes) })
        : t(`offline.errors.${reason}`))
    }
  }

  const label = state === 'done' ? t('offline.downloadedLabel') : t('offline.downloadLabel', { title: track.title })
  return (
    <Text className={`download-btn download-btn--${state}`} role='button' data-state={state} aria-label={label}
      aria-busy={state === 'busy'} onClick={start}>
      {state === 'done' ? `✓ ${t('offline.downloaded')}` : state === 'busy' ? t('offline.downloading') : `↓ ${t('offline.download')}`}
    </Text>
  )
}

export default observer(DownloadButton)
