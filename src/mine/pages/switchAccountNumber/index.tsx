import { View, Text, Image, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import { useNavTitle } from '../../../components/AuthForm/useNavTitle'
import { useStores } from '../../../stores'
import { t } from '../../../i18n'
import { navigate } from '../../../navigation/navigate'
import { Routes } from '../../../navigation/routes'
import './index.scss'
import { mediaUrl } from '../../../services/http'
import { imageAlt } from '../../../utils/imageAlt'
import '../../../i18n/zh-Hant/mine'

/** Switch between the accounts this device has logged in to (saved under `savedAccounts`). */
function SwitchAccountPage() {
  const root = useStores()
  const { user } = root
  const [busyId, setBusyId] = useState<number | null>(null)
  useNavTitle(t('mine.switchAccount'))

  const switchTo = async (id: number) => {
    if (busyId !== null || id === user.user?.id) return
    setBusyId(id)
    try {
      const ok = await user.switchAccount(id)
      if (ok) {
        root.deps.toast(t('mine.switched', { name: user.user?.nickname || '' }))
        navigate(Routes.mineHome, 'relaunch')
      } else {
        root.deps.toast(t('mine.switchExpired'))
      }
    } finally {
      setBusyId(null)
    }
  }

  const accounts = user.savedAccounts
  return (
    <AppPage className='switch-account-page'>
      <NavBar title={t('common.titles.switchAccount')} />
      <StateView state={accounts.length ? 'ready' : 'empty'} emptyText={t('mine.noSavedAccounts')}>
        <View className='list-group' role='list'>
          {accounts.map((a) => {
            const current = a.id === user.user?.id && user.isLoggedIn
            return (
              <View
                key={a.id}
                className={`list-row switch-account__item${current ? ' switch-account__item--current' : ''}`}
                role='button'
                aria-current={current}
                data-id={a.id}
                onClick={() => switchTo(a.id)}
              >
                {a.avatar ? (
                  <Image
                    {...imageAlt('')}
                    className='switch-account__avatar'
                    src={mediaUrl(a.avatar)}
                    mode='aspectFill'
                    aria-hidden
                  />
                ) : (
                  <View className='switch-account__avatar' aria-hidden />
                )}
                <View className='switch-account__text'>
                  <Text className='switch-account__name'>{a.nickname || a.label}</Text>
                  <Text className='switch-account__label'>{a.label}</Text>
                </View>
                <Text className='switch-account__state'>
                  {current ? t('mine.currentAccount') : busyId === a.id ? t('mine.switching') : ''}
                </Text>
                {!current && (
                  <Text
                    className='switch-account__remove'
                    role='button'
                    aria-label={t('mine.removeAccount')}
                    onClick={(e) => {
                      e.stopPropagation()
                      user.forgetAccount(a.id)
                    }}
                  >
                    ×
                  </Text>
                )}
              </View>
            )
          })}
        </View>
      </StateView>
      <View className='switch-account__actions'>
        <Button className='auth-secondary' onClick={() => navigate(Routes.mineAddAccount)}>
          {t('mine.addAccount')}
        </Button>
      </View>
    </AppPage>
  )
}

export default observer(SwitchAccountPage)
