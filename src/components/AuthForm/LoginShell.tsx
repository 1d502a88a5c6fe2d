import { View, Text } from '@tarojs/components'
import type { ReactNode } from 'react'
import AppPage from '../AppPage'
import NavBar from '../NavBar'
import './index.scss'

/** The frame of a login page: custom nav bar (spec §2), logo, title and subtitle. */
export default function LoginShell({
  title,
  subtitle,
  className,
  children,
  nav = true
}: {
  title: string
  subtitle?: string
  className?: string
  children?: ReactNode
  nav?: boolean
}) {
  return (
    <AppPage className={`auth-page${className ? ` ${className}` : ''}`}>
      {nav && <NavBar title={title} />}
      <View className='auth-page__body'>
        <View className='auth-page__logo' aria-hidden>
          <Text className='auth-page__logo-text'>靜</Text>
        </View>
        <Text className='auth-page__title' role='heading' aria-level={2}>
          {title}
        </Text>
        {subtitle ? <Text className='auth-page__subtitle'>{subtitle}</Text> : <View style={{ height: '32px' }} />}
        {children}
      </View>
    </AppPage>
  )
}
