import { useShow, useTranslate } from '@refinedev/core'
import { DateField, Show } from '@refinedev/antd'
import { App, DatePicker, Descriptions, Form, Space, Table, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import { useAction } from '../../components/actions'
import { twd } from '../../components/format'
import { ReasonAction } from '../../components/ReasonAction'
import { TAG } from '../../components/theme'
import { UserGold } from './gold'

type Row = Record<string, unknown>
const when = (v: unknown) => (typeof v === 'string' ? <DateField value={v} format='YYYY-MM-DD HH:mm' /> : null)

export default function UserShow() {
  const t = useTranslate()
  const { message } = App.useApp()
  const { query } = useShow()
  const { run } = useAction('users')
  const user = query.data?.data
  const membership = (action: 'grant' | 'end') => async (v: { reason: string; until?: { toISOString(): string } }) => {
    await run(user!.id!, 'membership', { action, reason: v.reason, until: v.until?.toISOString() })
    message.success(t('users.membershipDone'))
  }
  return (
    <Show goBack={false} isLoading={query.isLoading}>
      {user && (
        <>
          <Descriptions bordered column={{ xs: 1, md: 2 }} size='small'>
            <Descriptions.Item label={t('users.fields.id')}>{user.id}</Descriptions.Item>
            <Descriptions.Item label={t('users.fields.nickname')}>{user.nickname}</Descriptions.Item>
            <Descriptions.Item label={t('users.fields.email')}>{user.email}</Descriptions.Item>
            <Descriptions.Item label={t('users.fields.mobile')}>{user.mobile}</Descriptions.Item>
            <Descriptions.Item label={t('users.fields.createdAt')}>{when(user.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('users.fields.member')}>
              {user.member ? <Tag color={TAG.gold}>{t('users.fields.member')}</Tag> : '–'}
            </Descriptions.Item>
            <Descriptions.Item label={t('users.fields.vipExpireAt')}>{when(user.vipExpireAt)}</Descriptions.Item>
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
                  <DatePicker disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
                </Form.Item>
              }
              onSubmit={membership('grant')}
            />
            {user.member && (
              <ReasonAction
                danger
                label={t('users.end')}
                title={t('users.membershipTitle')}
                confirm={t('users.membershipTitle')}
                reasonLabel={t('users.fields.reason')}
                onSubmit={membership('end')}
              />
            )}
          </Space>
          <UserGold userId={user.id!} />
          <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
            {t('users.fields.orders')}
          </Typography.Title>
          <Table<Row>
            size='small'
            pagination={false}
            rowKey={(r) => String(r.id)}
            dataSource={Array.isArray(user.orders) ? user.orders : []}
            columns={[
              { key: 'orderNo', dataIndex: 'orderNo', title: t('orders.fields.orderNo') },
              { key: 'item', dataIndex: 'item', title: t('orders.fields.item') },
              { key: 'payCents', dataIndex: 'payCents', title: t('orders.fields.payCents'), render: twd },
              {
                key: 'status',
                dataIndex: 'status',
                title: t('orders.fields.status'),
                render: (s: string) => t(`orders.status.${s}`, s)
              },
              { key: 'createdAt', dataIndex: 'createdAt', title: t('orders.fields.createdAt'), render: when }
            ]}
          />
          <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
            {t('users.fields.plays')}
          </Typography.Title>
          <Table<Row>
            size='small'
            pagination={false}
            rowKey={(r) => `${r.resourceId}-${r.createdAt}`}
            dataSource={Array.isArray(user.plays) ? user.plays : []}
            columns={[
              { key: 'sku', dataIndex: 'sku', title: 'SKU' },
              { key: 'resourceId', dataIndex: 'resourceId', title: t('tracks.fields.id') },
              { key: 'playtime', dataIndex: 'playtime', title: t('tracks.fields.duration') },
              { key: 'createdAt', dataIndex: 'createdAt', title: t('orders.fields.at'), render: when }
            ]}
          />
        </>
      )}
    </Show>
  )
}
