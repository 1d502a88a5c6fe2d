import { useShow, useTranslate } from '@refinedev/core'
import { DateField, Show } from '@refinedev/antd'
import { App, Descriptions, Table, Tag, Typography } from 'antd'
import { useAction } from '../../components/actions'
import { twd } from '../../components/format'
import { ReasonAction } from '../../components/ReasonAction'
import { STATUS_COLOR } from './list'

interface HistoryRow {
  at: string
  event: string
  detail: unknown
}

export default function OrderShow() {
  const t = useTranslate()
  const { message } = App.useApp()
  const { query } = useShow()
  const { run } = useAction('orders')
  const order = query.data?.data
  const when = (v: unknown) => (typeof v === 'string' ? <DateField value={v} format='YYYY-MM-DD HH:mm:ss' /> : null)
  return (
    <Show
      goBack={false}
      isLoading={query.isLoading}
      headerButtons={({ defaultButtons }) => (
        <>
          {defaultButtons}
          {order?.status === 'paid' && (
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
          <Descriptions bordered column={{ xs: 1, md: 2 }} size='small'>
            <Descriptions.Item label={t('orders.fields.orderNo')}>{order.orderNo}</Descriptions.Item>
            <Descriptions.Item label={t('orders.fields.status')}>
              <Tag data-testid='order-status' color={STATUS_COLOR[order.status]}>
                {t(`orders.status.${order.status}`, order.status)}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.fields.userEmail')}>
              {order.userEmail ?? order.userMobile ?? order.userId}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.fields.item')}>{order.item}</Descriptions.Item>
            <Descriptions.Item label={t('orders.fields.payCents')}>{twd(order.payCents)}</Descriptions.Item>
            <Descriptions.Item label={t('orders.fields.provider')}>{order.provider}</Descriptions.Item>
            <Descriptions.Item label={t('orders.fields.providerTxn')}>{order.providerTxn}</Descriptions.Item>
            <Descriptions.Item label={t('orders.fields.createdAt')}>{when(order.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('orders.fields.paidAt')}>{when(order.paidAt)}</Descriptions.Item>
            <Descriptions.Item label={t('orders.fields.refundedAt')}>{when(order.refundedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('orders.fields.refundReason')}>{order.refundReason}</Descriptions.Item>
            <Descriptions.Item label={t('orders.fields.refundActor')}>{order.refundActor}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
            {t('orders.fields.history')}
          </Typography.Title>
          <Table<HistoryRow>
            size='small'
            pagination={false}
            rowKey={(r) => `${r.at}-${r.event}`}
            dataSource={Array.isArray(order.history) ? order.history : []}
            columns={[
              { key: 'at', dataIndex: 'at', title: t('orders.fields.at'), render: when },
              {
                key: 'event',
                dataIndex: 'event',
                title: t('orders.fields.event'),
                render: (e: string) => t(`orders.events.${e}`, e)
              },
              {
                key: 'detail',
                dataIndex: 'detail',
                title: t('orders.fields.detail'),
                render: (d: unknown) => (d == null ? '' : typeof d === 'string' ? d : JSON.stringify(d))
              }
            ]}
          />
        </>
      )}
    </Show>
  )
}
