import { useShow, useTranslate } from '@refinedev/core'
import { Show } from '@refinedev/antd'
import { App, DatePicker, Descriptions, Form, Space, Table, Typography } from 'antd'
import { useAction } from '../../components/actions'
import { ReasonAction } from '../../components/ReasonAction'

type Row = Record<string, unknown>
const columnsOf = (rows: Row[]) =>
  [...new Set(rows.flatMap((r) => Object.keys(r)))]
    .filter((k) => typeof rows[0]?.[k] !== 'object' || rows[0]?.[k] === null)
    .map((k) => ({ key: k, dataIndex: k, title: k }))

export default function UserShow() {
  const t = useTranslate()
  const { message } = App.useApp()
  const { query } = useShow()
  const { run } = useAction('users')
  const user = query.data?.data
  const memberships = (Array.isArray(user?.memberships) ? user.memberships : []) as Row[]
  const orders = (Array.isArray(user?.orders) ? user.orders : []) as Row[]
  const membership = (action: 'grant' | 'end') => async (v: { reason: string; until?: { toISOString(): string } }) => {
    await run(user!.id!, 'membership', { action, reason: v.reason, until: v.until?.toISOString() })
    message.success(t('users.membershipDone'))
  }
  return (
    <Show isLoading={query.isLoading}>
      {user && (
        <>
          <Descriptions bordered column={1} size='small'>
            <Descriptions.Item label={t('users.fields.id')}>{user.id}</Descriptions.Item>
            <Descriptions.Item label={t('users.fields.email')}>{user.email}</Descriptions.Item>
            <Descriptions.Item label={t('users.fields.mobile')}>{user.mobile}</Descriptions.Item>
            <Descriptions.Item label={t('users.fields.nickname')}>{user.nickname}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
            {t('users.fields.memberships')}
          </Typography.Title>
          <Space style={{ marginBottom: 12 }}>
            <ReasonAction
              label={t('users.grant')}
              title={t('users.membershipTitle')}
              confirm={t('users.membershipTitle')}
              reasonLabel={t('users.fields.reason')}
              extra={
                <Form.Item name='until' label={t('users.fields.until')} rules={[{ required: true }]}>
                  <DatePicker />
                </Form.Item>
              }
              onSubmit={membership('grant')}
            />
            <ReasonAction
              danger
              label={t('users.end')}
              title={t('users.membershipTitle')}
              confirm={t('users.membershipTitle')}
              reasonLabel={t('users.fields.reason')}
              onSubmit={membership('end')}
            />
          </Space>
          <Table
            size='small'
            pagination={false}
            rowKey={(r, i) => String(r.id ?? i)}
            dataSource={memberships}
            columns={columnsOf(memberships)}
          />
          <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
            {t('users.fields.orders')}
          </Typography.Title>
          <Table
            size='small'
            pagination={false}
            rowKey={(r, i) => String(r.id ?? i)}
            dataSource={orders}
            columns={columnsOf(orders)}
          />
        </>
      )}
    </Show>
  )
}
