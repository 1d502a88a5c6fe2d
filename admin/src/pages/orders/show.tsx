import { useShow, useTranslate } from '@refinedev/core'
import { Show } from '@refinedev/antd'
import { App, Descriptions, Table, Tag, Typography } from 'antd'
import { useAction } from '../../components/actions'
import { ReasonAction } from '../../components/ReasonAction'

const show = (v: unknown) =>
  v && typeof v === 'object'
    ? String(
        (v as Record<string, unknown>).title ??
          (v as Record<string, unknown>).email ??
          (v as Record<string, unknown>).id
      )
    : String(v ?? '')

export default function OrderShow() {
  const t = useTranslate()
  const { message } = App.useApp()
  const { query } = useShow()
  const { run } = useAction('orders')
  const order = query.data?.data
  const refundable = order && (order.status === 'paid' || order.status === 'settled' || order.status === 'completed')
  return (
    <Show
      isLoading={query.isLoading}
      headerButtons={({ defaultButtons }) => (
        <>
          {defaultButtons}
          {refundable && (
            <ReasonAction
              danger
              label={t('orders.refund')}
              title={t('orders.refundTitle')}
              reasonLabel={t('orders.refundReason')}
              confirm={t('orders.refundConfirm')}
              onSubmit={async (v) => {
                await run(order.id!, 'refund', { reason: v.reason })
                message.success(t('orders.refunded'))
              }}
            />
          )}
        </>
      )}
    >
      {order && (
        <>
          <Descriptions bordered column={1} size='small'>
            <Descriptions.Item label={t('orders.fields.orderNo')}>{order.orderNo}</Descriptions.Item>
            <Descriptions.Item label={t('orders.fields.user')}>{show(order.user)}</Descriptions.Item>
            <Descriptions.Item label={t('orders.fields.item')}>{show(order.item)}</Descriptions.Item>
            <Descriptions.Item label={t('orders.fields.amount')}>{order.amount}</Descriptions.Item>
            <Descriptions.Item label={t('orders.fields.provider')}>{order.provider}</Descriptions.Item>
            <Descriptions.Item label={t('orders.fields.status')}>
              <Tag data-testid='order-status'>{order.status}</Tag>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
            {t('orders.fields.payments')}
          </Typography.Title>
          <History rows={order.payments} />
          <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
            {t('orders.fields.refunds')}
          </Typography.Title>
          <History rows={order.refunds} />
        </>
      )}
    </Show>
  )
}

/** Payment or refund rows as they come from the API: every field shown, whatever the provider adds. */
function History({ rows }: { rows?: Record<string, unknown>[] }) {
  const list = Array.isArray(rows) ? rows : []
  const keys = [...new Set(list.flatMap((r) => Object.keys(r)))].filter((k) => typeof list[0]?.[k] !== 'object')
  return (
    <Table
      size='small'
      pagination={false}
      rowKey={(r, i) => String(r.id ?? i)}
      dataSource={list}
      columns={keys.map((k) => ({ key: k, dataIndex: k, title: k }))}
    />
  )
}
