/**
 * Where a live streams (issue 33): our own room, or a Polyv channel (its numeric channel id). Saved on its own
 * (PUT /admin/api/lives/:id/provider, audited as live.provider) and in effect at once: it is how the live is
 * streamed, not content that waits for publishing. The server refuses Polyv where it is not configured.
 */
import { useCustom, useCustomMutation, useTranslate } from '@refinedev/core'
import { Alert, Button, Card, Form, Input, Select, Spin } from 'antd'
import { useEffect } from 'react'
import { API_URL } from '../../providers/http'

interface Setting {
  provider: 'own' | 'polyv'
  polyvChannelId: string
}

export function LiveProviderCard({ id }: { id: string | number }) {
  const t = useTranslate()
  const url = `${API_URL}/lives/${id}/provider`
  const [form] = Form.useForm<Setting>()
  const { query } = useCustom<Setting>({ url, method: 'get' })
  const { mutateAsync, mutation } = useCustomMutation<Setting>()
  const saved = query.data?.data
  const provider = Form.useWatch('provider', form)
  useEffect(() => {
    if (saved) form.setFieldsValue(saved)
  }, [saved, form])

  const save = async (v: Setting) => {
    const res = await mutateAsync({
      url,
      method: 'put',
      values: { provider: v.provider, polyvChannelId: v.provider === 'polyv' ? v.polyvChannelId.trim() : '' },
      successNotification: () => ({ type: 'success', message: t('lives.provider.saved') })
    })
    form.setFieldsValue(res.data)
  }

  return (
    <Card
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('lives.provider.title')}</h2>}
      style={{ marginTop: 16, maxWidth: 900 }}
    >
      {query.isError ? (
        <Alert type='error' showIcon message={t('lives.provider.loadFailed')} />
      ) : !saved ? (
        <Spin />
      ) : (
        <Form form={form} layout='vertical' onFinish={save} data-testid='live-provider-form'>
          <Form.Item name='provider' label={t('lives.provider.provider')} extra={t('lives.provider.note')}>
            <Select options={(['own', 'polyv'] as const).map((p) => ({ value: p, label: t(`lives.provider.${p}`) }))} />
          </Form.Item>
          {provider === 'polyv' && (
            <Form.Item
              name='polyvChannelId'
              label={t('lives.provider.channelId')}
              rules={[
                { required: true, pattern: /^\s*[0-9]{1,20}\s*$/, message: t('lives.provider.channelIdInvalid') }
              ]}
            >
              <Input inputMode='numeric' placeholder='2094979' />
            </Form.Item>
          )}
          <Button type='primary' htmlType='submit' loading={mutation.isPending}>
            {t('lives.provider.save')}
          </Button>
        </Form>
      )}
    </Card>
  )
}
