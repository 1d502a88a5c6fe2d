import { useTranslate, type BaseRecord } from '@refinedev/core'
import { DateField, List, ShowButton, useTable } from '@refinedev/antd'
import { Form, Input, Table, Tag } from 'antd'

export default function OrderList() {
  const t = useTranslate()
  const { tableProps, searchFormProps } = useTable({
    syncWithLocation: true,
    sorters: { initial: [{ field: 'id', order: 'desc' }] },
    onSearch: (v: { q?: string }) => [{ field: 'q', operator: 'eq', value: v.q }]
  })
  return (
    <List>
      <Form {...searchFormProps} layout='inline' style={{ marginBottom: 16 }}>
        <Form.Item name='q'>
          <Input.Search
            aria-label={t('buttons.search')}
            placeholder={t('orders.fields.orderNo')}
            onSearch={() => searchFormProps.form?.submit()}
          />
        </Form.Item>
      </Form>
      <Table {...tableProps} rowKey='id'>
        <Table.Column dataIndex='orderNo' title={t('orders.fields.orderNo')} />
        <Table.Column
          dataIndex='user'
          title={t('orders.fields.user')}
          render={(u) => (typeof u === 'object' && u ? (u.email ?? u.id) : u)}
        />
        <Table.Column
          dataIndex='item'
          title={t('orders.fields.item')}
          render={(i) => (typeof i === 'object' && i ? (i.title ?? i.id) : i)}
        />
        <Table.Column dataIndex='amount' title={t('orders.fields.amount')} />
        <Table.Column dataIndex='provider' title={t('orders.fields.provider')} />
        <Table.Column dataIndex='status' title={t('orders.fields.status')} render={(s: string) => <Tag>{s}</Tag>} />
        <Table.Column
          dataIndex='createdAt'
          title={t('orders.fields.createdAt')}
          render={(v) => v && <DateField value={v} format='YYYY-MM-DD HH:mm' />}
        />
        <Table.Column
          title={t('table.actions')}
          render={(_, r: BaseRecord) => (
            <ShowButton hideText size='small' recordItemId={r.id} aria-label={t('buttons.show')} />
          )}
        />
      </Table>
    </List>
  )
}
