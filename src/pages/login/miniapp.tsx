import { View, Text, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { t } from '../../i18n'
import { useStores } from '../../stores'
import { navigate } from '../../navigation/navigate'
import { Routes } from '../../navigation/routes'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import { FormError, FormLinks, errorText } from '../../components/AuthForm'
import { useFinishLogin } from '../../components/AuthForm/forms'
import { wechatLoginAvailable, wechatLoginCode } from '../../services/wechat'
import { useLoginQuery } from './shared'
import './miniapp.scss'
import '../../i18n/zh-Hant/login'

/**
 * WeChat login in the mini-program (default nav bar, spec §2): `Taro.login` → POST /v3/wechat/code. In a browser
 * there is no mini-program login: the page says so and offers the other ways.
 */
function MiniappLoginPage() {
  useLoginQuery()
  const root = useStores()
  const finish = useFinishLogin(Routes.mineHome)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  const login = async () => {
    if (busy) return
    setBusy(true)
    setError('')
    try {
      const code = await wechatLoginCode()
      if (!code) {
        setError(t('login.wechatFailed'))
        return
      }
      await finish(await root.deps.api.user.wechatLogin(code), 'wechat')
    } catch (e) {
      setError(errorText(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <AppPage className='auth-page login-miniapp'>
      <NavBar title={t('common.titles.miniappLogin')} />
      <View className='auth-page__body'>
        <View className='auth-page__logo' aria-hidden>
          <Text className='auth-page__logo-text'>靜</Text>
        </View>
        <Text className='auth-page__title' role='heading' aria-level={1}>
          {t('login.miniappTitle')}
        </Text>
        <Text className='auth-page__subtitle'>{t('login.miniappSubtitle')}</Text>
        {wechatLoginAvailable ? (
          <Button className='auth-submit' disabled={busy || undefined} aria-busy={busy} onClick={login}>
            {t('login.wechatLogin')}
          </Button>
        ) : (
          <Text className='auth-page__note'>{t('login.wechatOnlyInMiniapp')}</Text>
        )}
        <FormError text={error} />
        <FormLinks
          links={[
            { key: 'password', label: t('login.passwordLogin'), onTap: () => navigate(Routes.login) },
            { key: 'email-code', label: t('login.codeLogin'), onTap: () => navigate(Routes.loginEmailCode) },
            { key: 'phone', label: t('login.phoneLogin'), onTap: () => navigate(Routes.loginPhone) }
          ]}
        />
      </View>
    </AppPage>
  )
}

export default observer(MiniappLoginPage)
