import { View, Text, Image, ScrollView } from '@tarojs/components'
import { t } from '../../../i18n'
import { Routes, buildUrl } from '../../../navigation/routes'
import { navigate } from '../../../navigation/navigate'
import { mediaUrl } from '../../../services/http'
import { imageAlt } from '../../../utils/imageAlt'
import type { DailyUpdateDTO } from '../../../protocol/meditation'
import '../../../i18n/zh-Hant/specRest'
import './DailyUpdates.scss'

/**
 * The meditation home's "new today" strip (GET /v3/meditation/dailyUpdate): the tracks published today, each
 * opening the player on it. Nothing new, or the call failing, shows nothing: the strip is news, not content.
 * The home loads it with its own content (one load, pulled to refresh together), so the strip never appears a
 * moment later and pushes the page down (polish.spec's layout-shift check).
 */
export default function DailyUpdates({ list }: { list: DailyUpdateDTO['list'] }) {
  if (!list.length) return null
  return (
    <View className='daily-updates' role='region' aria-label={t('specRest.daily.listLabel')}>
      <Text className='daily-updates__title' role='heading' aria-level={2}>
        {t('specRest.daily.title')}
      </Text>
      <ScrollView className='daily-updates__scroll' scrollX enhanced showScrollbar={false}>
        <View className='daily-updates__row'>
          {list.map((u) => (
            <View
              key={u.resource.id}
              className='daily-update'
              role='link'
              data-resource={u.resource.id}
              onClick={() => navigate(buildUrl(Routes.meditationPlay, { sku: u.sku, resource_id: u.resource.id }))}
            >
              <Image
                {...imageAlt('')}
                className='daily-update__cover'
                src={mediaUrl(u.cover)}
                mode='aspectFill'
                aria-hidden
              />
              <View className='daily-update__body'>
                <Text className='daily-update__title'>{u.resource.title}</Text>
                <Text className='daily-update__goods'>{u.goods_title}</Text>
              </View>
            </View>
          ))}
        </View>
      </ScrollView>
    </View>
  )
}
