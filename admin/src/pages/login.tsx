/** Sign-in: e-mail, password and the 6-digit code of the operator's authenticator app (TOTP). */
import { useLogin, useTranslate, useSetLocale, useGetLocale } from '@refinedev/core'
import { Alert, Button, Card, Form, Input, Layout, Segmented, Typography } from 'antd'
import type { LoginForm } from '../providers/auth'

export default function LoginPage() {
  const t = useTranslate()
  const locale = useGetLocale()()
  const setLocale = useSetLocale()
  const { mutate: login, isPending, data } = useLogin<LoginForm>()
  const failed = data && !data.success ? data.error?.message : null
  return (
    <Layout style={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
      <main style={{ width: '100%', maxWidth: 400 }}>
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 16 }}>
          <Segmented
            aria-label={t('app.language')}
            value={locale}
            onChange={(v) => setLocale(String(v))}
            options={[
              { label: '繁體中文', value: 'zh-Hant' },
              { label: 'English', value: 'en' }
            ]}
          />
        </div>
        <Card>
          <Typography.Title level={1} style={{ fontSize: 22, textAlign: 'center', marginTop: 0 }}>
            {t('pages.login.title')}
          </Typography.Title>
          {failed && <Alert type='error' role='alert' message={failed} style={{ marginBottom: 16 }} showIcon />}
          <Form<LoginForm> layout='vertical' requiredMark={false} onFinish={(v) => login(v)}>
            <Form.Item
              name='email'
              label={t('pages.login.fields.email')}
              rules={[{ required: true, type: 'email', message: t('pages.login.errors.requiredEmail') }]}
            >
              <Input type='email' autoComplete='username' size='large' />
            </Form.Item>
            <Form.Item
              name='password'
              label={t('pages.login.fields.password')}
              rules={[{ required: true, message: t('pages.login.errors.requiredPassword') }]}
            >
              <Input.Password autoComplete='current-password' size='large' />
            </Form.Item>
            <Form.Item
              name='otp'
              label={t('pages.login.fields.otp')}
              extra={t('pages.login.hints.otp')}
              rules={[{ required: true, pattern: /^\d{6}$/, message: t('pages.login.errors.otpFormat') }]}
            >
              <Input inputMode='numeric' autoComplete='one-time-code' maxLength={6} size='large' />
            </Form.Item>
            <Button type='primary' htmlType='submit' block size='large' loading={isPending}>
              {t('pages.login.signin')}
            </Button>
          </Form>
        </Card>
      </main>
    </Layout>
  )
}
