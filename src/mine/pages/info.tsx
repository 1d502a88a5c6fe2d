import { View, Text, Image, Button, Input } from '@tarojs/components'
import { imageAlt } from '../../utils/imageAlt'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import Icon from '../../components/Icon'
import { useAction } from '../../utils/useAction'
import { useNavTitle } from '../../components/AuthForm/useNavTitle'
import StateView from '../../components/StateView'
import { FormError, errorText } from '../../components/AuthForm'
import { useStores } from '../../stores'
import { t } from '../../i18n'
import { navigate } from '../../navigation/navigate'
import { Routes } from '../../navigation/routes'
import { checkImage, displayLength, formatBytes } from '../../utils/validators'
import './info.scss'
import { mediaUrl } from '../../services/http'
import { formatDate } from '../../utils/dates'
import '../../i18n/zh-Hant/mine'

/** Avatar size cap handed to checkImage (spec §5: the caller supplies it). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024
/** Nickname: 1–32 characters on the server; non-ASCII counts as two here (spec §5). */
export const NICKNAME_MAX = 32

interface ChosenFile {
  path: string
  size: number
  type?: string
  originalFileObj?: { name?: string; type?: string }
}

/** Profile: avatar upload (type and size checked first, progress shown), nickname, and the account's identities. */
function InfoPage() {
  const root = useStores()
  const { user } = root
  const u = user.user
  const [nickname, setNickname] = useState(u?.nickname ?? '')
  const [editing, setEditing] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  /** The nickname's save; its error line is the page's one error (the avatar's and the form checks' too). */
  const saving = useAction(async (v: string) => {
    await user.updateProfile({ nickname: v })
    setEditing(false)
    root.deps.toast(t('mine.nicknameSaved'))
  })
  const { error, setError } = saving
  useNavTitle(t('mine.info'))

  useEffect(() => {
    if (!user.isLoggedIn) root.loginPanel.open(Routes.mineInfo)
    else void user.fetchProfile()
  }, [root, user])
  useEffect(() => {
    if (!editing) setNickname(u?.nickname ?? '')
  }, [u?.nickname, editing])

  const chooseAvatar = async () => {
    if (progress !== null) return
    setError('')
    let file: ChosenFile
    try {
      // H5: one source, or Taro first shows its own (Simplified Chinese) camera/album sheet; the browser's file
      // picker offers the camera itself on phones.
      const sourceType: ('album' | 'camera')[] = process.env.TARO_ENV === 'h5' ? ['album'] : ['album', 'camera']
      const res = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType })
      file = res.tempFiles[0] as ChosenFile
      if (!file) return
    } catch {
      return // the user closed the picker
    }
    const name = file.originalFileObj?.name || file.path
    const verdict = checkImage(
      { path: name, size: file.size, type: file.originalFileObj?.type || file.type },
      AVATAR_MAX_BYTES
    )
    if (!verdict.ok) {
      setError(
        verdict.reason === 'type'
          ? t('validation.imageType')
          : t('validation.imageSize', { size: formatBytes(AVATAR_MAX_BYTES) })
      )
      return
    }
    setProgress(0)
    try {
      const uploaded = await root.deps.api.user.uploadImage(file.path, (p) => setProgress(p))
      await user.updateProfile({ avatar: uploaded.url })
      root.deps.toast(t('mine.avatarSaved'))
    } catch (e) {
      setError(errorText(e))
    } finally {
      setProgress(null)
    }
  }

  const saveNickname = async () => {
    const v = nickname.trim()
    if (!v) {
      setError(t('validation.required'))
      return
    }
    if (displayLength(v) > NICKNAME_MAX) {
      setError(t('validation.tooLong', { max: NICKNAME_MAX }))
      return
    }
    await saving.run(v)
  }

  return (
    <AppPage className='mine-info-page'>
      <NavBar title={t('common.titles.info')} />
      <StateView
        state={user.profileLoadState}
        emptyText={t('mine.loginFirst')}
        onRetry={() => void user.fetchProfile()}
      >
        {u && (
          <View>
            <View className='list-group'>
              <View className='list-row mine-info__avatar-row' role='button' onClick={chooseAvatar}>
                <Text className='list-row__title'>{t('mine.avatar')}</Text>
                <View className='mine-info__avatar-wrap'>
                  {u.avatar ? (
                    <Image
                      className='mine-info__avatar'
                      src={mediaUrl(u.avatar)}
                      mode='aspectFill'
                      {...imageAlt(t('mine.avatar'))}
                    />
                  ) : (
                    <View className='mine-info__avatar mine-info__avatar--empty' aria-hidden />
                  )}
                  {progress !== null && (
                    <View
                      className='mine-info__progress'
                      role='progressbar'
                      aria-valuenow={progress}
                      aria-valuemin={0}
                      aria-valuemax={100}
                    >
                      <Text>{t('mine.uploading', { percent: Math.round(progress) })}</Text>
                    </View>
                  )}
                </View>
                <Icon name='chevron-right' size={16} className='list-row__arrow' />
              </View>
              <View className='list-row mine-info__nickname'>
                <Text className='list-row__title'>{t('mine.nickname')}</Text>
                {editing ? (
                  <View className='mine-info__edit'>
                    <Input
                      className='mine-info__input'
                      value={nickname}
                      maxlength={32}
                      focus
                      aria-label={t('mine.nickname')}
                      onInput={(e) => setNickname(e.detail.value)}
                    />
                    <Button
                      className='mine-info__save'
                      disabled={saving.busy || undefined}
                      aria-busy={saving.busy}
                      onClick={saveNickname}
                    >
                      {t('mine.save')}
                    </Button>
                  </View>
                ) : (
                  <Text
                    className='list-row__value mine-info__nickname-value'
                    role='button'
                    onClick={() => setEditing(true)}
                  >
                    {u.nickname || t('mine.noNickname')}
                    <Text className='sr-only'>{t('mine.editNickname')}</Text>
                  </Text>
                )}
              </View>
              <View className='list-row'>
                <Text className='list-row__title'>{t('mine.userId')}</Text>
                <Text className='list-row__value'>{u.id}</Text>
              </View>
            </View>
            <FormError text={error} />
            <View className='list-group'>
              <View className='list-row' role='link' onClick={() => navigate(Routes.mineBindList)}>
                <Text className='list-row__title'>{t('mine.email')}</Text>
                <Text className='list-row__value'>{u.email || t('mine.notBound')}</Text>
                <Icon name='chevron-right' size={16} className='list-row__arrow' />
              </View>
              <View
                className='list-row'
                role='link'
                onClick={() => navigate(u.mobile ? Routes.mineChangeMobile : Routes.loginBindPhone)}
              >
                <Text className='list-row__title'>{t('mine.mobile')}</Text>
                <Text className='list-row__value'>
                  {u.mobile ? `+${u.nationcode || '86'} ${u.mobile}` : t('mine.notBound')}
                </Text>
                <Icon name='chevron-right' size={16} className='list-row__arrow' />
              </View>
              <View className='list-row'>
                <Text className='list-row__title'>{t('mine.joinedAt')}</Text>
                <Text className='list-row__value'>{formatDate(u.created_at)}</Text>
              </View>
            </View>
          </View>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(InfoPage)
