import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useRef } from 'react'
import AppPage from '../../components/AppPage'
import StateView from '../../components/StateView'
import EventHeader, { EventSection } from '../../components/EventHeader'
import PayBar from '../../components/PayBar'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import { formatPrice } from '../../utils/price'
import { randomBytes } from '../../protocol/secureRandom'
import type { MarketingPageDTO } from '../../protocol/events'
import '../../i18n/zh-Hant/events'
import '../../services/api/events'

/** A name for this visit (32 hex characters): the server counts a visit once, however often it is reported. */
function newVisitId(): string {
  return Array.from(randomBytes(16), (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * A campaign page (spec §2 /pages/course/marketing?id[&channel]): the pitch, what you get and the price, with a
 * purchase through the normal order page. Each opening of the page is recorded once as a visit (with the channel
 * it came from); a language switch or a re-render is the same visit.
 */
function Marketing() {
  const { deps } = useStores()
  const api = deps.api.events
  const params = useRouter().params
  const id = params.id || ''
  const page = useRemote<MarketingPageDTO>(() => api.marketingPage(id), [id, getLocale()])
  const visit = useRef<string | null>(null)
  const loaded = page.data?.id

  useEffect(() => {
    if (!loaded || visit.current) return
    visit.current = newVisitId()
    const channel = /^[A-Za-z0-9_.-]{1,64}$/.test(params.channel ?? '') ? params.channel : undefined
    void api.marketingVisit({ page_id: loaded, visit_id: visit.current, ...(channel ? { channel } : {}) }).catch(() => {
      // a visit that could not be recorded is not the reader's problem
    })
  }, [loaded, api, params.channel])

  const d = page.data
  return (
    <AppPage className='event-page'>
      <StateView remote={page}>
        {d && (
          <View className='marketing' data-visit={visit.current ?? ''}>
            <EventHeader cover={deps.api.course.mediaSrc(d.cover)} title={d.title}>
              <EventHeader.Line>{d.item.title}</EventHeader.Line>
            </EventHeader>
            <EventSection>
              <Text className='event-section__text'>{d.intro}</Text>
            </EventSection>
            <EventSection title={t('events.marketing.points')}>
              <View role='list'>
                {d.points.map((p, i) => (
                  <View key={i} role='listitem' className='event-section__text'>
                    ✓ {p}
                  </View>
                ))}
              </View>
            </EventSection>
            <PayBar
              price={formatPrice(d.item.price)}
              originalPrice={d.item.original_price > d.item.price ? formatPrice(d.item.original_price) : undefined}
              actions={[
                {
                  label: t('events.marketing.buy'),
                  className: 'marketing__buy',
                  onClick: () => navigate(buildUrl(Routes.courseOrder, { sku: d.item.sku }))
                }
              ]}
            />
          </View>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(Marketing)
