import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { t } from '../../i18n'
import { useStores } from '../../stores'
import { useAction } from '../../utils/useAction'
import { DESTRUCTIVE_CONFIRM_COLOR } from '../../utils/constants'
import { navigate } from '../../navigation/navigate'
import { Routes } from '../../navigation/routes'
import LoginShell from '../../components/AuthForm/LoginShell'
import { FormError } from '../../components/AuthForm'
import './signOut.scss'
import '../../i18n/zh-Hant/login'

/**
 * Account deletion ("sign out" of the product for good): what is removed, an explicit acknowledgement, a
 * confirmation, then POST /v3/user/signOut (identities released, personal data blanked, every token revoked).
 */
function SignOutPage() {
  const root = useStores()
  const [agreed, setAgreed] = useState(false)
  const removing = useAction(async () => {
    await root.user.deleteAccount()
    root.deps.toast(t('login.signOutDone'))
    navigate(Routes.mineHome, 'relaunch')
  })
  const { busy, error, setError } = removing
  useEffect(() => {
    if (!root.user.isLoggedIn) root.loginPanel.open(Routes.loginSignOut)
  }, [root])

  const remove = async () => {
    if (!agreed) {
      setError(t('login.signOutAgreeFirst'))
      return
    }
    const answer = await Taro.showModal({
      title: t('login.signOutConfirmTitle'),
      content: t('login.signOutConfirmText'),
      confirmText: t('login.signOutConfirm'),
      cancelText: t('login.cancel'),
      confirmColor: DESTRUCTIVE_CONFIRM_COLOR
    }).catch(() => ({ confirm: false }))
    if (!answer.confirm) return
    await removing.run()
  }

  const user = root.user.user
  return (
    <LoginShell title={t('login.signOutTitle')} subtitle={t('login.signOutSubtitle')} className='login-sign-out'>
      {user && (
        <Text className='auth-page__note'>
          {t('login.signOutAccount', { name: user.nickname, account: user.email || user.mobile || '' })}
        </Text>
      )}
      <View className='list-group sign-out__list' role='list'>
        {[t('login.signOutItem1'), t('login.signOutItem2'), t('login.signOutItem3'), t('login.signOutItem4')].map(
          (s, i) => (
            <View key={i} className='list-row' role='listitem'>
              <Text className='list-row__title'>{s}</Text>
            </View>
          )
        )}
      </View>
      <View
        className='sign-out__agree'
        role='checkbox'
        aria-checked={agreed}
        onClick={() => {
          setAgreed(!agreed)
          setError('')
        }}
      >
        <Text className='sign-out__box' aria-hidden>
          {agreed ? '☑' : '☐'}
        </Text>
        <Text className='sign-out__agree-text'>{t('login.signOutAgree')}</Text>
      </View>
      <FormError text={error} />
      <Button
        className='auth-submit auth-danger'
        disabled={busy || !root.user.isLoggedIn || undefined}
        aria-busy={busy}
        onClick={remove}
      >
        {t('login.signOutSubmit')}
      </Button>
    </LoginShell>
  )
}

export default observer(SignOutPage)
