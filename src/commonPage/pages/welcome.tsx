import { View, Text, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import AppPage from '../../components/AppPage'
import { useStores } from '../../stores'
import { t } from '../../i18n'
import { navigate } from '../../navigation/navigate'
import { Routes, buildUrl } from '../../navigation/routes'
import { markWelcomeSeen } from '../../services/welcome'
import './shop.scss'
import '../../i18n/zh-Hant/shop'

/**
 * What each answer opens: a first session from the seeded catalogue (server/src/db/seed/meditation.ts,
 * course.ts) whose first track is free, or the introductory course for learning.
 */
export const FIRST_SESSIONS = {
  sleep: buildUrl(Routes.meditationPlay, { sku: 'm-sleep' }),
  stress: buildUrl(Routes.meditationPlay, { sku: 'm-stress' }),
  focus: buildUrl(Routes.meditationPlay, { sku: 'm-focus' }),
  learning: buildUrl(Routes.courseDetail, { sku: 'c-mindfulness' })
} as const
type Goal = keyof typeof FIRST_SESSIONS
const GOALS = Object.keys(FIRST_SESSIONS) as Goal[]
const ICONS: Record<Goal, string> = { sleep: '☾', stress: '❀', focus: '◎', learning: '✎' }

/**
 * The first-run welcome (issue 32; when it opens: src/services/welcome.ts): what did you come for? One tap lands
 * on a first session; "just look around" goes to the home tab. Either way it is not shown again.
 */
function WelcomePage() {
  const root = useStores()
  // seen as soon as it is shown: leaving by the back button must not bring it back
  useEffect(() => markWelcomeSeen(root.deps.storage), [root])
  return (
    <AppPage className='shop-page welcome-page'>
      <View className='shop welcome'>
        <View className='welcome__logo' aria-hidden>
          <Text className='welcome__logo-text'>靜</Text>
        </View>
        <Text className='shop__title welcome__title' role='heading' aria-level={1}>
          {t('shop.welcome.title')}
        </Text>
        <Text className='welcome__question' role='heading' aria-level={2}>
          {t('shop.welcome.question')}
        </Text>
        <Text className='shop__muted welcome__hint'>{t('shop.welcome.hint')}</Text>
        <View className='welcome__goals'>
          {GOALS.map((g) => (
            <Button
              key={g}
              className={`welcome__goal welcome__goal--${g}`}
              data-goal={g}
              onClick={() => navigate(FIRST_SESSIONS[g], 'redirect')}
            >
              <Text className='welcome__goal-icon' aria-hidden>
                {ICONS[g]}
              </Text>
              <View className='welcome__goal-text'>
                <Text className='welcome__goal-title'>{t(`shop.welcome.${g}`)}</Text>
                <Text className='welcome__goal-hint'>{t(`shop.welcome.${g}Hint`)}</Text>
              </View>
            </Button>
          ))}
        </View>
        <Button className='shop__button welcome__skip' onClick={() => navigate(Routes.meditationHome, 'relaunch')}>
          {t('shop.welcome.skip')}
        </Button>
      </View>
    </AppPage>
  )
}

export default observer(WelcomePage)
