import { View, Text, Button } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../../../components/AppPage'
import NavBar from '../../../../components/NavBar'
import StateView from '../../../../components/StateView'
import { useStores } from '../../../../stores'
import { useRemote } from '../../../../utils/useRemote'
import { t, getLocale } from '../../../../i18n'
import { Routes, buildUrl } from '../../../../navigation/routes'
import { navigate } from '../../../../navigation/navigate'
import { goldFigure } from '../../../lib/gold'
import './index.scss'
import '../../../../i18n/zh-Hant/gold'
import '../../../../services/api/invite'

/** mine/pages/invitation/exchangeSuccess/index?id: the exchange is done: what was spent and what happens next. */
function ExchangeSuccess() {
  const { deps, user } = useStores()
  const id = Number(useRouter().params.id ?? 0)
  const locale = getLocale()
  const x = useRemote(() => deps.api.invite.exchangeOf(id), [id, locale, user.isLoggedIn])
  const d = x.data

  return (
    <AppPage className='gold-page'>
      <NavBar title={t('gold.titles.success')} />
      <StateView remote={x}>
        {d && (
          <View className='gold-done' data-testid='exchange-success'>
            <Text className='gold-done__mark' aria-hidden>
              ✓
            </Text>
            <Text className='gold-done__heading' role='heading' aria-level={1}>
              {t('gold.success.heading')}
            </Text>
            <Text className='gold-done__line'>{d.gift.title}</Text>
            <Text className='gold-done__line'>{t('gold.success.spent', { n: goldFigure(d.gold) })}</Text>
            <Text className='gold-done__line'>
              {d.gift.kind === 'vip_days'
                ? t('gold.success.vip', { count: d.gift.days })
                : d.gift.kind === 'course'
                  ? t('gold.success.course')
                  : t('gold.success.physical')}
            </Text>
            {d.gift.kind === 'course' && d.gift.course_sku ? (
              <Button
                className='cm-btn gold-done__btn'
                onClick={() => navigate(buildUrl(Routes.courseDetail, { sku: d.gift.course_sku }))}
              >
                {t('gold.success.toCourse')}
              </Button>
            ) : null}
            <Button className='cm-btn gold-done__btn' onClick={() => navigate(Routes.mineGoldGifts, 'redirect')}>
              {t('gold.success.toGifts')}
            </Button>
            <Button
              className='cm-btn cm-btn--ghost gold-done__btn'
              onClick={() => navigate(Routes.mineLearningGold, 'redirect')}
            >
              {t('gold.success.toGold')}
            </Button>
          </View>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(ExchangeSuccess)
