import { useEffect, useState } from 'react'
import { View, Text, Input, Button, Picker } from '@tarojs/components'
import { observer } from 'mobx-react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import SectionHeader from '../../components/SectionHeader'
import { useNavTitle } from '../../components/AuthForm/useNavTitle'
import { useStores } from '../../stores'
import { useRemote } from '../../utils/useRemote'
import { usePullToRefresh } from '../../utils/usePullToRefresh'
import { useAction } from '../../utils/useAction'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import type { TimerPresetBody, TimerPresetDTO } from '../../protocol/meditation'
import '../../styles/taroPicker.css'
import './timer.scss'
import '../../i18n/zh-Hant/meditation'

const EMPTY: TimerPresetBody = { title: '', minutes: 10, interval_minutes: 0, warmup_seconds: 10, scene_id: null }

/** The meditation timer: presets (built-in and the user's), a custom timer, start. */
function Timer() {
  const root = useStores()
  useNavTitle(t('meditation.timer.title'))
  const { deps, user } = root
  const locale = getLocale()
  const data = useRemote(
    () => Promise.all([deps.api.meditation.timerPresets(), deps.api.meditation.sceneList()]),
    [locale, user.isLoggedIn]
  )
  usePullToRefresh(data)
  const [form, setForm] = useState<TimerPresetBody>(EMPTY)
  const [editing, setEditing] = useState<number | null>(null)
  const [presets, scenes] = data.data ?? [[], []]
  useEffect(() => {
    setForm((f) => (f.title ? f : { ...f, title: t('meditation.timer.custom') }))
  }, [locale])

  const sceneName = (id: number | null) =>
    id === null ? t('meditation.timer.silence') : (scenes.find((s) => s.id === id)?.title ?? '')
  const valid = form.minutes >= 1 && form.minutes <= 180
  const num = (v: string, max: number) => Math.max(0, Math.min(max, Math.floor(Number(v.replace(/\D/g, '')) || 0)))
  const start = (p: TimerPresetBody & { id?: number }) =>
    navigate(
      buildUrl(Routes.studyTimerPlay, {
        minutes: p.minutes,
        interval: p.interval_minutes,
        warmup: p.warmup_seconds,
        scene_id: p.scene_id ?? undefined,
        preset_id: p.id
      })
    )
  // the HTTP layer toasts a failure; these keep the buttons busy and a double tap from sending twice
  const saving = useAction(async () => {
    if (editing) await deps.api.meditation.updatePreset(editing, form)
    else await deps.api.meditation.addPreset(form)
    deps.toast(t('meditation.timer.saved'))
    setEditing(null)
    setForm(EMPTY)
    await data.reload()
  })
  const removing = useAction(async (p: TimerPresetDTO) => {
    await deps.api.meditation.deletePreset(p.id)
    deps.toast(t('meditation.timer.deleted'))
    if (editing === p.id) {
      setEditing(null)
      setForm(EMPTY)
    }
    await data.reload()
  })
  const save = async () => {
    if (!valid) {
      deps.toast(t('meditation.timer.invalid'))
      return
    }
    if (!user.isLoggedIn) {
      root.loginPanel.open()
      return
    }
    await saving.run()
  }
  const remove = (p: TimerPresetDTO) => removing.run(p)
  const edit = (p: TimerPresetDTO) => {
    setEditing(p.id)
    setForm({
      title: p.title,
      minutes: p.minutes,
      interval_minutes: p.interval_minutes,
      warmup_seconds: p.warmup_seconds,
      scene_id: p.scene_id
    })
  }
  const sceneOptions = [t('meditation.timer.silence'), ...scenes.map((s) => s.title)]
  const sceneIndex = form.scene_id === null ? 0 : Math.max(0, scenes.findIndex((s) => s.id === form.scene_id) + 1)

  const row = (p: TimerPresetDTO) => (
    <View key={p.id} className='timer-preset' data-preset={p.id}>
      <View className='timer-preset__body'>
        <Text className='timer-preset__title'>{p.title}</Text>
        <Text className='timer-preset__meta'>
          {t('meditation.timer.minutes', { count: p.minutes })} ·{' '}
          {p.interval_minutes
            ? t('meditation.timer.interval', { count: p.interval_minutes })
            : t('meditation.timer.noInterval')}{' '}
          · {t('meditation.timer.scene', { name: sceneName(p.scene_id) })}
        </Text>
        {!p.builtin && (
          <View className='timer-preset__own'>
            <Text className='timer-preset__link' role='button' onClick={() => edit(p)}>
              {t('meditation.timer.edit')}
            </Text>
            <Text className='timer-preset__link timer-preset__link--danger' role='button' onClick={() => remove(p)}>
              {t('meditation.timer.delete')}
            </Text>
          </View>
        )}
      </View>
      <Button
        className='timer-preset__start'
        aria-label={`${t('meditation.timer.start')} ${p.title}`}
        onClick={() => start(p)}
      >
        {t('meditation.timer.start')}
      </Button>
    </View>
  )

  return (
    <AppPage className='timer'>
      <NavBar title={t('common.titles.timer')} />
      <StateView remote={data}>
        <SectionHeader title={t('meditation.timer.builtin')} />
        {presets.filter((p) => p.builtin).map(row)}
        {presets.some((p) => !p.builtin) && <SectionHeader title={t('meditation.timer.presets')} />}
        {presets.filter((p) => !p.builtin).map(row)}

        <SectionHeader title={editing ? t('meditation.timer.update') : t('meditation.timer.custom')} />
        <View className='timer-form'>
          <View className='timer-form__row'>
            <Text className='timer-form__label'>{t('meditation.timer.nameLabel')}</Text>
            <Input
              className='timer-form__input timer-form__name'
              value={form.title}
              maxlength={20}
              aria-label={t('meditation.timer.nameLabel')}
              onInput={(e) => setForm({ ...form, title: e.detail.value })}
            />
          </View>
          <View className='timer-form__row'>
            <Text className='timer-form__label'>{t('meditation.timer.duration')}</Text>
            <Input
              className='timer-form__input timer-form__minutes'
              type='number'
              value={String(form.minutes)}
              aria-label={t('meditation.timer.duration')}
              onInput={(e) => setForm({ ...form, minutes: num(e.detail.value, 999) })}
            />
          </View>
          <View className='timer-form__row'>
            <Text className='timer-form__label'>{t('meditation.timer.intervalLabel')}</Text>
            <Input
              className='timer-form__input'
              type='number'
              value={String(form.interval_minutes)}
              aria-label={t('meditation.timer.intervalLabel')}
              onInput={(e) => setForm({ ...form, interval_minutes: num(e.detail.value, 60) })}
            />
          </View>
          <View className='timer-form__row'>
            <Text className='timer-form__label'>{t('meditation.timer.warmupLabel')}</Text>
            <Input
              className='timer-form__input'
              type='number'
              value={String(form.warmup_seconds)}
              aria-label={t('meditation.timer.warmupLabel')}
              onInput={(e) => setForm({ ...form, warmup_seconds: num(e.detail.value, 60) })}
            />
          </View>
          <Picker
            mode='selector'
            range={sceneOptions}
            value={sceneIndex}
            textProps={{ okText: t('common.confirm'), cancelText: t('common.cancel') }}
            onChange={(e) => {
              const i = Number(e.detail.value)
              setForm({ ...form, scene_id: i === 0 ? null : scenes[i - 1].id })
            }}
          >
            <View className='timer-form__row'>
              <Text className='timer-form__label'>{t('meditation.scene.title')}</Text>
              <Text className='timer-form__value'>{sceneOptions[sceneIndex]}</Text>
            </View>
          </Picker>
          {!valid && (
            <Text className='timer-form__error' role='alert'>
              {t('meditation.timer.invalid')}
            </Text>
          )}
          <View className='timer-form__actions'>
            <Button className='timer-form__start' disabled={!valid || undefined} onClick={() => start(form)}>
              {t('meditation.timer.start')}
            </Button>
            <Button
              className='timer-form__save'
              aria-busy={saving.busy}
              disabled={saving.busy || undefined}
              onClick={save}
            >
              {user.isLoggedIn
                ? editing
                  ? t('meditation.timer.update')
                  : t('meditation.timer.save')
                : t('meditation.timer.loginToSave')}
            </Button>
            {editing !== null && (
              <Button
                className='timer-form__cancel'
                onClick={() => {
                  setEditing(null)
                  setForm(EMPTY)
                }}
              >
                {t('meditation.timer.cancel')}
              </Button>
            )}
          </View>
        </View>
      </StateView>
    </AppPage>
  )
}

export default observer(Timer)
