import Taro from '@tarojs/taro'
import type { TicketSiteDTO } from '../../../protocol/events'

/**
 * Shows the place on a map: WeChat's own map in the mini-program (needs a position), a web map in a new tab
 * elsewhere (the H5 app has no map of its own).
 */
export function openMap(site: TicketSiteDTO): void {
  if (process.env.TARO_ENV === 'weapp' && site.lat !== null && site.lng !== null) {
    void Taro.openLocation({
      latitude: site.lat,
      longitude: site.lng,
      name: site.venue,
      address: site.address,
      scale: 17
    })
    return
  }
  if (typeof window !== 'undefined') window.open(site.map_url, '_blank', 'noopener')
}
