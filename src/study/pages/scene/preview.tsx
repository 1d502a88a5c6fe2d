import { useEffect } from 'react'
import { View, Text, Image, Button } from '@tarojs/components'
import { useRouter, useUnload } from '@tarojs/taro'
import { observer } from 'mobx-react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import { useNavTitle } from '../../../components/AuthForm/useNavTitle'
import { useStores } from '../../../stores'
import { useRemote } from '../../../utils/useRemote'
import { useAction } from '../../../utils/useAction'
import { t, getLocale } from '../../../i18n'
import './preview.scss'
import { mediaUrl } from '../../../services/http'
import { imageAlt } from '../../../utils/imageAlt'
import '../../../i18n/zh-Hant/meditation'

/** Listen to one scene full screen (the audio store's background-music mode, looping), then choose it. */
function ScenePreview() {
  const { params } = useRouter()
  const id = Number(params.id)
  const root = useStores()
  useNavTitle(t('meditation.scene.previewTitle'))
  const { deps, user, audio } = root
  const locale = getLocale()
  const data = useRemote(
    () => Promise.all([deps.api.meditation.sceneList(), deps.api.meditation.userScene()]),
    [locale, user.isLoggedIn]
  )
  const scene = data.data?.[0].find((s) => s.id === id) ?? null
  const current = data.data?.[1].scene.id === id

  useEffect(() => {
    if (scene) audio.playBackgroundMusic({ title: scene.title, music: scene.music, cover: scene.cover })
    // keyed on the scene's id: a reload of the same scene must not restart its music
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scene?.id])
  useUnload(() => audio.stopBackgroundMusic())

  // a failure is toasted by the HTTP layer
  const saving = useAction(async (sceneId: number) => {
    const r = await deps.api.meditation.setUserScene(sceneId)
    audio.setScene({ title: r.scene.title, music: r.scene.music, cover: r.scene.cover })
    deps.toast(t('meditation.scene.saved', { name: r.scene.title }))
    await data.reload()
  })
  const use = async () => {
    if (!scene) return
    if (!user.isLoggedIn) {
      root.loginPanel.open()
      return
    }
    await saving.run(scene.id)
  }
  const playing = audio.backgroundMusic && audio.playing

  return (
    <AppPage className='scene-preview'>
      <NavBar title={t('common.titles.scenePreview')} />
      <StateView
        state={data.state === 'ready' && !scene ? 'empty' : data.state}
        errorText={data.error}
        onRetry={data.reload}
      >
        {scene && (
          <View className='scene-preview__stage'>
            <Image
              {...imageAlt('')}
              className='scene-preview__bg'
              src={mediaUrl(scene.cover)}
              mode='aspectFill'
              aria-hidden
            />
            <View className='scene-preview__content'>
              <Text className='scene-preview__title' role='heading' aria-level={1}>
                {scene.title}
              </Text>
              <Text
                className='scene-preview__toggle'
                role='button'
                aria-label={playing ? t('meditation.player.pause') : t('meditation.player.play')}
                onClick={() =>
                  playing
                    ? audio.pause()
                    : audio.backgroundMusic
                      ? audio.play()
                      : audio.playBackgroundMusic({ title: scene.title, music: scene.music, cover: scene.cover })
                }
              >
                {playing ? '❚❚' : '▶'}
              </Text>
              <Button
                className='scene-preview__use'
                disabled={current || saving.busy || undefined}
                aria-busy={saving.busy}
                onClick={use}
              >
                {current ? `✓ ${t('meditation.scene.using')}` : t('meditation.scene.use')}
              </Button>
              {!user.isLoggedIn && <Text className='scene-preview__hint'>{t('meditation.scene.loginToSave')}</Text>}
            </View>
          </View>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(ScenePreview)
