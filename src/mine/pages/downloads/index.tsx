import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../../components/AppPage'
import StateView from '../../../components/StateView'
import TrackRow from '../../../components/TrackRow'
import MiniPlayer from '../../../components/MiniPlayer'
import { useNavTitle } from '../../../components/AuthForm/useNavTitle'
import { useStores } from '../../../stores'
import { t } from '../../../i18n'
import { clock } from '../../../utils/mediaTime'
import { Routes, buildUrl } from '../../../navigation/routes'
import { navigate } from '../../../navigation/navigate'
import {
  formatBytes,
  isPlayable,
  listDownloads,
  mediaSaver,
  removeDownload,
  totalBytes,
  type DownloadEntry
} from '../../../services/downloads'
import { formatDate } from '../../../utils/dates'
import './index.scss'
import '../../../i18n/zh-Hant/mine'
import '../../../i18n/zh-Hant/offline'

/** Membership dates far in the future (no end date) are not shown. */
const SHOWN_UNTIL = Date.UTC(9999, 0, 1)

/** My downloads: the tracks kept for offline listening, their sizes, and removal. */
function Downloads() {
  const { deps } = useStores()
  useNavTitle(t('offline.page.title'))
  const [list, setList] = useState<DownloadEntry[]>(() => listDownloads(deps.storage))
  useDidShow(() => setList(listDownloads(deps.storage)))
  const now = Date.now()

  const remove = async (e: DownloadEntry) => {
    try {
      await removeDownload(deps.storage, e)
    } finally {
      setList(listDownloads(deps.storage))
    }
    deps.toast(t('offline.page.removed'))
  }
  const open = (e: DownloadEntry) => {
    if (isPlayable(e, now)) navigate(buildUrl(Routes.meditationPlay, { sku: e.sku, resource_id: e.resourceId }))
  }
  const status = (e: DownloadEntry) => {
    if (!isPlayable(e, now)) return t('offline.page.expired')
    if (!e.member) return t('offline.page.free')
    return e.memberUntil !== null && e.memberUntil < SHOWN_UNTIL
      ? t('offline.page.memberUntil', { date: formatDate(e.memberUntil) })
      : t('mine.member')
  }

  return (
    <AppPage className='list-page downloads'>
      {list.length > 0 && (
        <View className='downloads__summary' role='status'>
          <Text className='downloads__total'>
            {t('offline.page.total', { count: list.length, size: formatBytes(totalBytes(list)) })}
          </Text>
          {!!mediaSaver.limitBytes && (
            <Text className='downloads__limit'>
              {t('offline.page.limit', { limit: formatBytes(mediaSaver.limitBytes) })}
            </Text>
          )}
        </View>
      )}
      <StateView state={list.length ? 'ready' : 'empty'} emptyText={t('offline.page.empty')}>
        {list.map((e) => {
          const playable = isPlayable(e, now)
          return (
            <TrackRow
              key={`${e.sku}-${e.resourceId}`}
              className={`download-row${playable ? '' : ' download-row--expired'}`}
              data={{ sku: e.sku, resource: e.resourceId }}
              title={e.title}
              meta={[
                `${e.album} · ${clock(e.duration)}${playable ? ` · ${formatBytes(e.size)}` : ''}`,
                <Text key='status' className='download-row__status'>
                  {status(e)}
                </Text>
              ]}
              onOpen={() => open(e)}
              openRole={playable ? 'link' : null}
              openLabel={e.title}
              action={{
                content: t('offline.page.remove'),
                label: t('offline.page.removeLabel', { title: e.title }),
                onClick: () => void remove(e)
              }}
            />
          )
        })}
      </StateView>
      <MiniPlayer />
    </AppPage>
  )
}

export default observer(Downloads)
