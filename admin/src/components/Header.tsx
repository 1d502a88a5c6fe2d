/** The console's header: who is signed in and the language switch (remembered). Signing out is in the menu. */
import { useGetIdentity, useSetLocale, useTranslate, useGetLocale } from '@refinedev/core'
import { Layout, Segmented, Space, Typography } from 'antd'
import type { Operator } from '../providers/roles'

export function AppHeader() {
  const t = useTranslate()
  const locale = useGetLocale()()
  const setLocale = useSetLocale()
  const { data: op } = useGetIdentity<Operator>()
  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 16,
        background: '#fff',
        padding: '0 24px',
        height: 64
      }}
    >
      <Space size='middle'>
        {op && (
          <Typography.Text data-testid='signed-in'>
            {t('app.signedInAs', { name: op.name || op.email, role: t(`roles.${op.role}`) })}
          </Typography.Text>
        )}
        <Segmented
          aria-label={t('app.language')}
          value={locale}
          onChange={(v) => setLocale(String(v))}
          options={[
            { label: '繁體中文', value: 'zh-Hant' },
            { label: 'English', value: 'en' }
          ]}
        />
      </Space>
    </Layout.Header>
  )
}
