import { View, Text, Image, Button } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import { useNavTitle } from '../../components/AuthForm/useNavTitle'
import StateView from '../../components/StateView'
import BannerSwiper from '../../components/BannerSwiper'
import CourseCard from '../../components/CourseCard'
import SectionHeader from '../../components/SectionHeader'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import type { SystemBlockDTO } from '../../services/api/courseCards'
import { mediaUrl } from '../../services/http'
import { performJump, resolveBanner } from '../../navigation/jumps'
import { t, getLocale } from '../../i18n'
import './custom.scss'
import { imageAlt } from '../../utils/imageAlt'
import '../../i18n/zh-Hant/cards'
import '../../services/api/courseCards'

/** One block of a server-composed page; each kind is drawn with the app's own parts. */
function Block({ block, index }: { block: SystemBlockDTO; index: number }) {
  switch (block.type) {
    case 'banner':
      return <BannerSwiper banners={block.banners} />
    case 'courses':
      return (
        <View className='cu__block cu__courses'>
          <SectionHeader title={block.title} />
          {block.items.map((c) => (
            <CourseCard key={c.id} card={c} />
          ))}
        </View>
      )
    case 'shorts':
      return (
        <View className='cu__block cu__shorts'>
          <SectionHeader title={block.title} />
          <View className='cu__grid'>
            {block.items.map((c) => (
              <View key={c.id} className='cu__cell'>
                <CourseCard card={c} waterfall />
              </View>
            ))}
          </View>
        </View>
      )
    case 'text':
      return <Text className='cu__block cu__text'>{block.text}</Text>
    case 'image':
      return (
        <Image
          className='cu__block cu__image'
          src={mediaUrl(block.image)}
          mode='widthFix'
          {...imageAlt(block.alt)}
          aria-hidden={block.alt ? undefined : true}
        />
      )
    case 'button':
      return (
        <View className='cu__block'>
          <Button className='cm-btn cu__button' data-index={index} onClick={() => performJump(resolveBanner(block))}>
            {block.label}
          </Button>
        </View>
      )
    default:
      return null
  }
}

/**
 * A page composed on the server from blocks (`/v3/course/system/{id}`): banners, course floors, short videos,
 * text, images and buttons with any banner jump, so operations can publish a page without a release.
 */
function Custom() {
  const { deps } = useStores()
  const id = useRouter().params.id ?? ''
  const page = useRemote(
    () => deps.api.courseCards.systemPage(id),
    [id, getLocale()],
    (p) => p.blocks.length === 0
  )
  usePullToRefresh(page)
  useNavTitle(page.data?.title || t('cards.custom.title'))

  return (
    <AppPage className='cm-page cu'>
      <StateView remote={page} emptyText={t('cards.custom.empty')}>
        <Text className='cu__title' role='heading' aria-level={1}>
          {page.data?.title ?? ''}
        </Text>
        {(page.data?.blocks ?? []).map((b, i) => (
          <Block key={`${page.data?.id}-${i}`} block={b} index={i} />
        ))}
      </StateView>
    </AppPage>
  )
}

export default observer(Custom)
