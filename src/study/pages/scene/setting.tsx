import { useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { observer } from 'mobx-react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import { useNavTitle } from '../../../components/AuthForm/useNavTitle'
import { useStores } from '../../../stores'
import { useRemote } from '../../../utils/useRemote'
import { usePullToRefresh } from '../../../utils/usePullToRefresh'
import { t, getLocale } from '../../../i18n'
import { Routes, buildUrl } from '../../../navigation/routes'
import { navigate } from '../../../navigation/navigate'
import type { SceneDTO } from '../../../protocol/meditation'
import './setting.scss'
import { mediaUrl } from '../../../services/http'
import { imageAlt } from '../../../utils/imageAlt'
import '../../../i18n/zh-Hant/meditation'

/** Choose the scene music (background music under guides and the timer); saved with POST userScene. */
function SceneSetting() {
  const root = useStores()
  useNavTitle(t('meditation.scene.settingTitle'))
  const { deps, user, audio } = root
  const locale = getLocale()
  const data = useRemote(
    () => Promise.all([deps.api.meditation.sceneList(), deps.api.meditation.userScene()]),
    [locale, user.isLoggedIn],
    ([list]) => list.length === 0
  )
  usePullToRefresh(data)
  const [saving, setSaving] = useState<number | null>(null)
  const [list, mine] = data.data ?? [[], null]

  const use = async (s: SceneDTO) => {
    if (!user.isLoggedIn) {
      root.loginPanel.open()
      return
    }
    setSaving(s.id)
    try {
      const r = await deps.api.meditation.setUserScene(s.id)
      audio.setScene({ title: r.scene.title, music: r.scene.music, cover: r.scene.cover })
      deps.toast(t('meditation.scene.saved', { name: r.scene.title }))
      await data.reload()
    } catch {
      /* toasted */
    } finally {
      setSaving(null)
    }
  }

  return (
    <AppPage className='scene-setting'>
      <NavBar title={t('common.titles.sceneSetting')} />
      <StateView remote={data}>
        {mine && (
          <View className='scene-setting__current'>
            <Text className='scene-setting__label'>{t('meditation.scene.current')}</Text>
            <Text className='scene-setting__name'>{mine.scene.title}</Text>
          </View>
        )}
        <Text className='scene-setting__h' role='heading' aria-level={2}>
          {t('meditation.scene.choose')}
        </Text>
        <View className='scene-setting__grid'>
          {list.map((s) => {
            const current = mine?.scene.id === s.id
            return (
              <View key={s.id} className={`scene-card${current ? ' scene-card--on' : ''}`} data-scene={s.id}>
                <Image
                  {...imageAlt('')}
                  className='scene-card__cover'
                  src={mediaUrl(s.cover)}
                  mode='aspectFill'
                  aria-hidden
                />
                <View className='scene-card__shade'>
                  <Text className='scene-card__title'>{s.title}</Text>
                  <View className='scene-card__actions'>
                    <Text
                      className='scene-card__btn'
                      role='button'
                      aria-label={`${t('meditation.scene.preview')} ${s.title}`}
                      onClick={() => navigate(buildUrl(Routes.studyScenePreview, { id: s.id }))}
                    >
                      ▶ {t('meditation.scene.preview')}
                    </Text>
                    <Text
                      className={`scene-card__btn scene-card__use${current ? ' scene-card__btn--on' : ''}`}
                      role='button'
                      aria-pressed={current}
                      aria-label={
                        current
                          ? `✓ ${t('meditation.scene.using')} ${s.title}`
                          : `${t('meditation.scene.use')} ${s.title}`
                      }
                      onClick={() => !current && saving === null && use(s)}
                    >
                      {current
                        ? `✓ ${t('meditation.scene.using')}`
                        : saving === s.id
                          ? t('common.loading')
                          : t('meditation.scene.use')}
                    </Text>
                  </View>
                </View>
              </View>
            )
          })}
        </View>
        {!user.isLoggedIn && <Text className='scene-setting__hint'>{t('meditation.scene.loginToSave')}</Text>}
      </StateView>
    </AppPage>
  )
}

export default observer(SceneSetting)
