import { View, Text, Button, Image } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import type { CampaignLang, ResultBlock } from '../../../protocol/third'
import type { OrderDTO } from '../../../protocol/commerce'
import { tIn, type TKey } from '../../../i18n'
import { mediaUrl } from '../../../services/http'
import { formatPrice } from '../../../utils/price'
import { Routes, buildUrl } from '../../../navigation/routes'
import { navigate } from '../../../navigation/navigate'
import '../../../i18n/zh-Hant/third'
import { copyText } from '../../../utils/clipboard'

/**
 * The page after a purchase from a campaign: what was bought (the server's order), how to start (open the
 * course) and the teacher's group to add (copy the WeChat ID).
 */
function ResultView({ block, order, lang }: { block: ResultBlock; order: OrderDTO | null; lang: CampaignLang }) {
  const tt = (key: TKey, o?: Record<string, unknown>) => tIn(lang, key, o)
  const copy = async () => {
    await copyText(block.group.wechat_id)
    void Taro.showToast({ title: tt('third.result.copied'), icon: 'none' })
  }
  const paid = order?.status === 'paid'
  return (
    <>
      <View className='ld-card ld-result' data-status={order?.status ?? 'none'}>
        {order ? (
          <>
            <Text className='ld-muted'>{tt('third.result.bought')}</Text>
            <View className='ld-course'>
              {order.item.cover ? (
                <Image className='ld-course__cover' src={mediaUrl(order.item.cover)} mode='aspectFill' aria-hidden />
              ) : null}
              <View className='ld-course__body'>
                <Text className='ld-course__title ld-result__title'>{order.item.title}</Text>
                <Text className='ld-muted'>{tt('third.result.paid', { amount: formatPrice(order.pay_amount) })}</Text>
                <Text className={paid ? 'ld-hidden' : 'ld-form__error'}>
                  {order.status === 'pending' ? tt('third.result.pending') : tt('third.result.notPaid')}
                </Text>
              </View>
            </View>
            <Button
              className='ld-btn ld-result__open'
              disabled={!paid}
              onClick={() => navigate(buildUrl(Routes.courseDetail, { sku: order.item.sku }))}
            >
              {tt('third.result.openCourse')}
            </Button>
          </>
        ) : (
          <>
            <Text className='ld-muted'>{tt('third.result.noOrder')}</Text>
            <Button className='ld-btn' onClick={() => navigate(Routes.courseHome, 'relaunch')}>
              {tt('third.result.home')}
            </Button>
          </>
        )}
      </View>
      <View className='ld-card'>
        <Text className='ld-h' role='heading' aria-level={2}>
          {block.title}
        </Text>
        {block.steps.map((s, i) => (
          <View className='ld-step' key={i}>
            <Text className='ld-step__n' aria-hidden>
              {i + 1}
            </Text>
            <View className='ld-step__body'>
              <Text className='ld-step__title'>{s.title}</Text>
              <Text className='ld-muted'>{s.text}</Text>
            </View>
          </View>
        ))}
      </View>
      <View className='ld-card ld-group'>
        <Text className='ld-h' role='heading' aria-level={2}>
          {tt('third.result.addGroup')}
        </Text>
        <Text className='ld-step__title'>{block.group.name}</Text>
        <Text className='ld-muted'>{block.group.text}</Text>
        <Text className='ld-group__id'>{tt('third.result.wechatId', { id: block.group.wechat_id })}</Text>
        <Button className='ld-btn ld-btn--ghost' onClick={copy}>
          {tt('third.result.copyWechat')}
        </Button>
      </View>
    </>
  )
}
export default observer(ResultView)
