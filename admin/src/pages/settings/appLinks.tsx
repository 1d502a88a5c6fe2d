/**
 * Settings → App links (editor, owner): the official account, the app-store listings, the download page and the
 * partner mall's host, as the app reads them (GET /v3/app/links). An empty field is "not configured": the app says
 * so on that page and hides the entries that link to it. Saving is one audited change (settings.appLinks).
 */
import { useCustom, useCustomMutation, useTranslate } from '@refinedev/core'
import { Alert, Button, Card, Form, Input, Space, Spin, Typography } from 'antd'
import { useEffect } from 'react'
import { API_URL } from '../../providers/http'

type Links = Record<(typeof FIELDS)[number]['name'], string>

const HTTPS = /^https:\/\/[^\s/?#]+\.[^\s/?#]+(\/\S*)?$/
const FIELDS = [
  { name: 'official_account_id', pattern: /^[A-Za-z][A-Za-z0-9_-]{5,19}$/, group: 'account' },
  { name: 'official_account_url', pattern: HTTPS, group: 'account' },
  { name: 'store_ios', pattern: HTTPS, group: 'stores' },
  { name: 'store_android', pattern: HTTPS, group: 'stores' },
  { name: 'download_page', pattern: HTTPS, group: 'stores' },
  { name: 'mall_host', pattern: /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/, group: 'mall' }
] as const
const GROUPS = ['account', 'stores', 'mall'] as const
const URL = `${API_URL}/settings/app-links`

export default function AppLinksSettings() {
  const t = useTranslate()
  const [form] = Form.useForm<Links>()
  const { query } = useCustom<Links>({ url: URL, method: 'get' })
  const { mutateAsync, mutation } = useCustomMutation<Links>()
  const saved = query.data?.data
  useEffect(() => {
    if (saved) form.setFieldsValue(saved)
  }, [saved, form])

  const save = async (values: Links) => {
    const body = Object.fromEntries(FIELDS.map((f) => [f.name, (values[f.name] ?? '').trim()]))
    const res = await mutateAsync({
      url: URL,
      method: 'put',
      values: body,
      successNotification: () => ({ type: 'success', message: t('app-links.saved') })
    })
    form.setFieldsValue(res.data)
    await query.refetch()
  }

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 20, marginTop: 0 }}>
        {t('app-links.title')}
      </Typography.Title>
      <Typography.Paragraph type='secondary'>{t('app-links.intro')}</Typography.Paragraph>
      {query.isError ? (
        <Alert type='error' showIcon message={t('app-links.loadFailed')} />
      ) : !saved ? (
        <Spin />
      ) : (
        <Form form={form} layout='vertical' onFinish={save} style={{ maxWidth: 720 }} data-testid='app-links-form'>
          {GROUPS.map((g) => (
            <section key={g} aria-labelledby={`app-links-${g}`}>
              <Typography.Title level={2} id={`app-links-${g}`} style={{ fontSize: 16 }}>
                {t(`app-links.groups.${g}`)}
              </Typography.Title>
              {FIELDS.filter((f) => f.group === g).map((f) => (
                <Form.Item
                  key={f.name}
                  name={f.name}
                  label={t(`app-links.fields.${f.name}`)}
                  extra={t(`app-links.help.${f.name}`)}
                  rules={[{ pattern: f.pattern, message: t(`app-links.invalid.${f.name}`) }]}
                >
                  <Input allowClear placeholder={t('app-links.notConfigured')} />
                </Form.Item>
              ))}
            </section>
          ))}
          <Space>
            <Button type='primary' htmlType='submit' loading={mutation.isPending}>
              {t('app-links.save')}
            </Button>
            <Button onClick={() => form.setFieldsValue(saved)}>{t('app-links.reset')}</Button>
          </Space>
        </Form>
      )}
    </Card>
  )
}
