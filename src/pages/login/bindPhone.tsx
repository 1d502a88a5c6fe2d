import { Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import Taro from '@tarojs/taro'
import { t } from '../../i18n'
import { useStores } from '../../stores'
import { navigate, navigateBack } from '../../navigation/navigate'
import { Routes } from '../../navigation/routes'
import LoginShell from '../../components/AuthForm/LoginShell'
import { MobileCodeForm } from '../../components/AuthForm/forms'
import '../../i18n/zh-Hant/login'

/** Bind a mobile number: SMS code with action BINDPHONE (spec §3), then POST /v3/abroad/mobile/binding. */
function BindPhonePage() {
  const root = useStores()
  useEffect(() => {
    if (!root.user.isLoggedIn) root.loginPanel.open(Routes.loginBindPhone)
  }, [root])
  const current = root.user.user?.mobile
  return (
    <LoginShell title={t('login.bindTitle')} subtitle={t('login.bindSubtitle')} className='login-bind-phone'>
      {current && (
        <Text className='auth-page__note'>
          {t('login.currentMobile', { mobile: `+${root.user.user?.nationcode || '86'} ${current}` })}
        </Text>
      )}
      {root.user.isLoggedIn && (
        <MobileCodeForm
          action='BINDPHONE'
          submitLabel={t('login.bindSubmit')}
          onSubmit={async (body) => {
            await root.deps.api.user.bindMobile(body)
            await root.user.fetchProfile()
            root.deps.toast(t('login.bindSuccess'))
            if (Taro.getCurrentPages().length > 1) navigateBack()
            else navigate(Routes.mineHome)
          }}
        />
      )}
    </LoginShell>
  )
}

export default observer(BindPhonePage)
