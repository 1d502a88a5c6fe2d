/**
 * The console's header: who is signed in and the language switch (remembered). Signing out is in the menu. It stays
 * at the top while the page scrolls: the console's short messages ("Course saved", "Published") open over its empty
 * middle (providers/notification.tsx), so they never lie over a field of the page, however far it is scrolled
 * (index.html's `scroll-padding-top` keeps a field scrolled or tabbed to from hiding under it).
 */
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
        height: 64,
        position: 'sticky',
        top: 0,
        // above the page's tables (antd's fixed cells and their shadows reach 4), below popups and messages (1000+)
        zIndex: 10
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
