import { View, Text, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import FloatSheet from '../FloatSheet'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { t } from '../../i18n'
import { Routes } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import './index.scss'
import '../../i18n/zh-Hant/meditation'
import '../../i18n/zh-Hant/specRest'

/** "12 s" under a minute, else whole minutes (a session is felt in minutes, a short one in seconds). */
function practisedText(seconds: number): string {
  return seconds < 60
    ? t('meditation.sessionEnd.seconds', { count: seconds })
    : t('meditation.sessionEnd.minutes', { count: Math.round(seconds / 60) })
}

/**
 * The calm end of a guided session (issue 32): shown by the player when a track played once has ended (the
 * audio store's `sessionEnd`). The time practised in this session, the current streak from the server's practice
 * data (read again once this session's play log is stored), and a next step: the album's next track, or home.
 * Kept mounted (Taro H5 must not insert it before other nodes later): isOpened shows and hides it.
 */
function SessionEndSheet() {
  const { audio, user, deps } = useStores()
  const end = audio.sessionEnd
  const open = !!end
  const achievement = useRemote(
    () => (open && user.isLoggedIn ? deps.api.meditation.insightTimeDetails() : Promise.resolve(null)),
    [open, user.isLoggedIn, audio.logsSent]
  )
  const next = end && end.next >= 0 ? audio.songList[end.next] : undefined
  const streak = achievement.data?.streak ?? 0
  return (
    <FloatSheet className='session-end' isOpened={open} onClose={() => audio.dismissSessionEnd()}>
      <View
        className='session-end__panel'
        role='dialog'
        aria-modal='true'
        aria-labelledby='session-end-title'
        data-open={open ? '1' : '0'}
      >
        <Text id='session-end-title' className='session-end__title' role='heading' aria-level={2}>
          {t('meditation.sessionEnd.title')}
        </Text>
        <Text className='session-end__lead'>{t('meditation.sessionEnd.lead')}</Text>
        <View className='session-end__figures'>
          {/* each figure a group named by its label (as the report's and the achievements' tiles) */}
          <View className='session-end__figure' role='group' aria-label={t('meditation.sessionEnd.practised')}>
            <Text className='session-end__label'>{t('meditation.sessionEnd.practised')}</Text>
            <Text className='session-end__value session-end__practised'>{end ? practisedText(end.seconds) : ''}</Text>
          </View>
          <View
            className={`session-end__figure${user.isLoggedIn && streak > 0 ? '' : ' is-hidden'}`}
            role='group'
            aria-label={t('meditation.sessionEnd.streak')}
          >
            <Text className='session-end__label'>{t('meditation.sessionEnd.streak')}</Text>
            <Text className='session-end__value session-end__streak'>
              {t('meditation.sessionEnd.streakDays', { count: streak })}
            </Text>
          </View>
        </View>
        {user.isLoggedIn && (
          <Text
            className='session-end__poster'
            role='link'
            data-testid='check-in-poster'
            onClick={() => {
              audio.dismissSessionEnd()
              navigate(Routes.mineCheckInPoster)
            }}
          >
            {t('specRest.poster.save')}
          </Text>
        )}
        <Button
          className={`session-end__next${next ? '' : ' is-hidden'}`}
          onClick={() => {
            if (end && next) audio.playIndex(end.next)
          }}
        >
          {next ? t('meditation.sessionEnd.next', { title: next.title }) : ''}
        </Button>
        <Button
          className='session-end__home'
          onClick={() => {
            audio.dismissSessionEnd()
            navigate(Routes.meditationHome)
          }}
        >
          {t('meditation.sessionEnd.home')}
        </Button>
        <Button className='session-end__close' onClick={() => audio.dismissSessionEnd()}>
          {t('meditation.sessionEnd.stay')}
        </Button>
      </View>
    </FloatSheet>
  )
}

export default observer(SessionEndSheet)
