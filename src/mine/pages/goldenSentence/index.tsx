import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useMemo } from 'react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import { useStores } from '../../../stores'
import { useRemote } from '../../../utils/useRemote'
import { getUserTimeZone } from '../../../utils/dates'
import { t, getLocale } from '../../../i18n'
import { goldenPosterOps } from '../../lib/goldenPoster'
import PosterCanvas from '../../components/PosterCanvas'
import './index.scss'
import '../../../i18n/zh-Hant/specRest'

/**
 * mine/pages/goldenSentence/index: the day's golden sentence (GET /v3/meditation/goldenSentence, issue 33) as a
 * 375 × 650 poster drawn on the invitation poster's path (PosterCanvas): downloaded on H5, saved to the album in the
 * mini-program. Opened from the meditation home's quote card; no login needed.
 */
function GoldenSentencePoster() {
  const { deps } = useStores()
  const locale = getLocale()
  const remote = useRemote(() => deps.api.meditation.goldenSentence(getUserTimeZone()), [locale])
  const data = remote.data
  const s = data?.sentence ?? null
  const ops = useMemo(
    () =>
      data && s
        ? goldenPosterOps({
            brand: t('common.appName'),
            heading: t('specRest.golden.heading'),
            date: data.date,
            text: s.text,
            author: s.author,
            footer: t('specRest.golden.footer')
          })
        : null,
    // the texts follow the language: drawn again on a switch
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, locale]
  )
  return (
    <AppPage className='golden-poster'>
      <NavBar title={t('specRest.golden.title')} />
      <StateView remote={remote}>
        {data &&
          (s ? (
            <View className='golden-poster__body'>
              <PosterCanvas
                ops={ops}
                avatarUrl=''
                label={t('specRest.golden.alt', { date: data.date, text: s.text })}
                fileName={`jingxin-golden-sentence-${data.date}.png`}
              />
              <Text className='golden-poster__hint'>{t('specRest.golden.hint')}</Text>
            </View>
          ) : (
            <Text className='golden-poster__none' role='status'>
              {t('specRest.golden.none')}
            </Text>
          ))}
      </StateView>
    </AppPage>
  )
}

export default observer(GoldenSentencePoster)
