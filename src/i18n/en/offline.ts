import type zh from '../zh-Hant/offline'
import type { Shape } from '../types'

const offline: Shape<typeof zh> = {
  download: 'Download',
  downloadLabel: 'Download "{{title}}" to listen offline',
  downloading: 'Downloading…',
  downloaded: 'Downloaded',
  downloadedLabel: 'Downloaded, open my downloads',
  done: 'Downloaded for offline listening',
  errors: {
    unsupported: 'This browser cannot keep downloads for offline use',
    network: 'Download failed. Check your network and try again',
    quota: 'Not enough storage space to download',
    quotaLimit: 'Downloads can take at most {{limit}}. Remove some in My downloads first',
    memberOnly: 'Members only: become a member to download this track'
  },
  page: {
    title: 'My downloads',
    total: 'Tracks: {{count}} · {{size}}',
    empty: 'No downloads yet. Tap "Download" in the player to listen without a network.',
    remove: 'Remove',
    removeLabel: 'Remove "{{title}}"',
    removed: 'Removed',
    expired: 'Membership ended: not playable offline',
    memberUntil: 'Member track · offline until {{date}}',
    free: 'Free track',
    limit: 'Limit {{limit}}'
  }
}
export default offline
