import { useMemo, useState } from 'react'
import { View, Text, Input, Button, Picker, Image } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import MayaPage from '../../components/MayaPage'
import SignatureCard from '../../components/SignatureCard'
import OracleCross from '../../components/OracleCross'
import StateView from '../../../components/StateView'
import { sealUri } from '../../components/glyphs'
import { kinDisplayName } from '../../components/names'
import { useKinStore } from '../../useKinStore'
import { useStores } from '../../../stores'
import { t, type TKey } from '../../../i18n'
import { Routes } from '../../../navigation/routes'
import { dreamspell, sealOf } from '../../lib/dreamspell'
import { normaliseBirthday, validateKinInput, type KinInputErrors } from '../../lib/kinInput'
import '../../../styles/taroPicker.css'
import './index.scss'
import { imageAlt } from '../../../utils/imageAlt'
import '../../../i18n/zh-Hant/maya'
import { DESTRUCTIVE_CONFIRM_COLOR } from '../../../utils/constants'

const EMPTY = { name: '', birthday: '' }

/** Add a person (name + birthday), see their signature and oracle; the saved list (server, or device when logged out). */
function AddKin() {
  const root = useStores()
  const store = useKinStore()
  const [form, setForm] = useState(EMPTY)
  const [editing, setEditing] = useState<string | null>(null)
  const [chosen, setChosen] = useState<string | null>(null)
  const [errors, setErrors] = useState<KinInputErrors>({})
  const [submitError, setSubmitError] = useState('')
  const [tried, setTried] = useState(false)

  const birthday = normaliseBirthday(form.birthday)
  const preview = useMemo(
    () => (validateKinInput({ name: 'x', birthday }).birthday ? null : dreamspell(birthday)),
    [birthday]
  )
  const selected =
    (chosen && store.find(chosen)) || (store.entries.length ? store.entries[store.entries.length - 1] : undefined)
  const selectedBirthday = selected?.birthday
  const selectedResult = useMemo(() => (selectedBirthday ? dreamspell(selectedBirthday) : null), [selectedBirthday])

  const change = (patch: Partial<typeof EMPTY>) => {
    const next = { ...form, ...patch }
    setForm(next)
    setSubmitError('')
    if (tried) setErrors(validateKinInput(next))
  }
  const reset = () => {
    setForm(EMPTY)
    setEditing(null)
    setErrors({})
    setTried(false)
    setSubmitError('')
  }

  const submit = async () => {
    setTried(true)
    const errs = validateKinInput(form)
    setErrors(errs)
    if (errs.name || errs.birthday) return
    const r = editing ? await store.update(editing, form) : await store.add(form)
    if ('error' in r) {
      setSubmitError(r.error)
      return
    }
    root.deps.toast(t(editing ? 'maya.kin.saved' : 'maya.kin.added'))
    setChosen(r.entry.key)
    reset()
  }
  const edit = (key: string) => {
    const e = store.find(key)
    if (!e) return
    setEditing(key)
    setChosen(key)
    setForm({ name: e.name, birthday: e.birthday })
    setErrors({})
    setTried(false)
    Taro.pageScrollTo({ scrollTop: 0, duration: 200 }).catch(() => {})
  }
  const remove = async (key: string) => {
    const e = store.find(key)
    if (!e) return
    const answer = await Taro.showModal({
      title: t('maya.kin.deleteConfirm', { name: e.name }),
      confirmText: t('maya.kin.delete'),
      confirmColor: DESTRUCTIVE_CONFIRM_COLOR,
      cancelText: t('common.cancel')
    }).catch(() => ({ confirm: false }))
    if (!answer.confirm) return
    const r = await store.remove(key)
    if ('error' in r) {
      root.deps.toast(r.error)
      return
    }
    if (editing === key) reset()
    root.deps.toast(t('maya.kin.deleted'))
  }

  const errorText = (code?: string) => (code ? t(`maya.kin.errors.${code}` as TKey) : '')

  return (
    <MayaPage tab={Routes.mayaAddKin} className='add-kin'>
      <View className='kin-form maya-card'>
        <Text className='kin-form__title' role='heading' aria-level={2}>
          {editing ? t('maya.kin.editTitle') : t('maya.kin.formTitle')}
        </Text>
        <View className='kin-form__field'>
          <Text className='kin-form__label'>{t('maya.kin.name')}</Text>
          <Input
            className='kin-form__input kin-form__name'
            value={form.name}
            maxlength={40}
            placeholder={t('maya.kin.namePlaceholder')}
            aria-label={t('maya.kin.name')}
            onInput={(e) => change({ name: e.detail.value })}
          />
          {errors.name && (
            <Text className='kin-form__error kin-form__error--name' role='alert'>
              {errorText(errors.name)}
            </Text>
          )}
        </View>
        <View className='kin-form__field'>
          <Text className='kin-form__label'>{t('maya.kin.birthday')}</Text>
          <View className='kin-form__date-row'>
            <Input
              className='kin-form__input kin-form__birthday'
              value={form.birthday}
              maxlength={10}
              placeholder={t('maya.kin.birthdayPlaceholder')}
              aria-label={t('maya.kin.birthday')}
              onInput={(e) => change({ birthday: e.detail.value })}
            />
            <Picker
              mode='date'
              value={preview ? birthday : '1990-01-01'}
              start='1900-01-01'
              end='2100-12-31'
              textProps={{ okText: t('common.confirm'), cancelText: t('common.cancel') }}
              onChange={(e) => change({ birthday: String(e.detail.value) })}
            >
              <View className='kin-form__pick' role='button'>
                {t('maya.kin.pickDate')}
              </View>
            </Picker>
          </View>
          {errors.birthday && (
            <Text className='kin-form__error kin-form__error--birthday' role='alert'>
              {errorText(errors.birthday)}
            </Text>
          )}
        </View>
        {preview && (
          <View className='kin-form__preview' data-kin={preview.kin}>
            <Image
              {...imageAlt('')}
              className='kin-form__preview-seal'
              src={sealUri(preview.seal)}
              mode='aspectFit'
              aria-hidden
            />
            <Text className='kin-form__preview-text'>
              {t('maya.calendar.fact', {
                label: t('maya.kin.preview'),
                value: `${kinDisplayName(preview.kin)} · ${t('maya.calendar.kin', { kin: preview.kin })}`
              })}
            </Text>
          </View>
        )}
        {preview?.isHunabKu && <Text className='maya-note'>{t('maya.kin.hunabKuBirthday')}</Text>}
        {submitError && (
          <Text className='kin-form__error' role='alert'>
            {submitError}
          </Text>
        )}
        <Button
          className='kin-form__submit'
          aria-busy={store.saving}
          disabled={store.saving || undefined}
          onClick={submit}
        >
          {editing ? t('maya.kin.update') : t('maya.kin.add')}
        </Button>
        {editing && (
          <Button className='kin-form__cancel' onClick={reset}>
            {t('maya.kin.cancel')}
          </Button>
        )}
        {!root.user.isLoggedIn && (
          <View className='kin-form__local'>
            <Text className='maya-note'>{t('maya.kin.localNote')}</Text>
            <Text className='kin-form__login' role='button' onClick={() => root.loginPanel.open()}>
              {t('maya.kin.login')}
            </Text>
          </View>
        )}
      </View>

      {selected && selectedResult && (
        <View className='kin-selected'>
          <SignatureCard
            result={selectedResult}
            heading={`${selected.name} · ${t('maya.kin.born', { date: selected.birthday })}`}
            className='kin-signature'
          />
          <OracleCross kin={selectedResult.kin} name={selected.name} />
        </View>
      )}

      <Text className='maya-section-title' role='heading' aria-level={2}>
        {t('maya.kin.listTitle')}
      </Text>
      <StateView
        state={store.state}
        errorText={store.loadError}
        onRetry={() => {
          void store.load()
        }}
      >
        {store.entries.length === 0 && <Text className='kin-list__empty maya-note'>{t('maya.kin.empty')}</Text>}
        <View className='kin-list'>
          {store.entries.map((e) => (
            <View
              key={e.key}
              className={`kin-row maya-card${selected?.key === e.key ? ' kin-row--selected' : ''}`}
              data-kin={e.kin}
              data-name={e.name}
            >
              <View className='kin-row__main' role='button' onClick={() => setChosen(e.key)}>
                <Image
                  {...imageAlt('')}
                  className='kin-row__seal'
                  src={sealUri(sealOf(e.kin))}
                  mode='aspectFit'
                  aria-hidden
                />
                <View className='kin-row__text'>
                  <Text className='kin-row__name'>{e.name}</Text>
                  <Text className='kin-row__meta'>{t('maya.kin.born', { date: e.birthday })}</Text>
                  <Text className='kin-row__kin'>
                    {kinDisplayName(e.kin)} · {t('maya.calendar.kin', { kin: e.kin })}
                  </Text>
                </View>
              </View>
              <View className='kin-row__actions'>
                <Text
                  className='kin-row__edit'
                  role='button'
                  aria-label={`${t('maya.kin.edit')} ${e.name}`}
                  onClick={() => edit(e.key)}
                >
                  {t('maya.kin.edit')}
                </Text>
                <Text
                  className='kin-row__delete'
                  role='button'
                  aria-label={`${t('maya.kin.delete')} ${e.name}`}
                  onClick={() => {
                    void remove(e.key)
                  }}
                >
                  {t('maya.kin.delete')}
                </Text>
              </View>
            </View>
          ))}
        </View>
      </StateView>
    </MayaPage>
  )
}

export default observer(AddKin)
