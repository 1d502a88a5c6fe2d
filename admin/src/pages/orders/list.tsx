import { useTranslate, type BaseRecord } from '@refinedev/core'
import { DateField, List, ShowButton, useTable } from '@refinedev/antd'
import { Form, Input, Select, Table, Tag } from 'antd'
import { twd } from '../../components/format'
import { TAG } from '../../components/theme'

export const STATUS_COLOR: Record<string, string> = {
  paid: TAG.green,
  pending: TAG.blue,
  refunding: TAG.orange,
  refunded: TAG.red,
  closed: ''
}

export default function OrderList() {
  const t = useTranslate()
  const { tableProps, searchFormProps } = useTable({
    syncWithLocation: true,
    onSearch: (v: { q?: string; status?: string }) => [
      { field: 'q', operator: 'eq', value: v.q || undefined },
      { field: 'status', operator: 'eq', value: v.status || undefined }
    ]
  })
  return (
    <List>
      <Form {...searchFormProps} layout='inline' style={{ marginBottom: 16 }}>
        <Form.Item name='q'>
          <Input.Search
            aria-label={t('buttons.search')}
            placeholder={`${t('orders.fields.orderNo')} / ${t('orders.fields.userEmail')}`}
            onSearch={() => searchFormProps.form?.submit()}
            style={{ width: 300 }}
          />
        </Form.Item>
        <Form.Item name='status'>
          <Select
            aria-label={t('orders.fields.status')}
            placeholder={t('orders.fields.status')}
            allowClear
            style={{ width: 140 }}
            onChange={() => searchFormProps.form?.submit()}
            options={Object.keys(STATUS_COLOR).map((s) => ({ value: s, label: t(`orders.status.${s}`) }))}
          />
        </Form.Item>
      </Form>
      <Table {...tableProps} rowKey='id'>
        <Table.Column dataIndex='orderNo' title={t('orders.fields.orderNo')} />
        <Table.Column
          dataIndex='userEmail'
          title={t('orders.fields.userEmail')}
          render={(v, r: BaseRecord) => v ?? r.userMobile ?? r.userId}
        />
        <Table.Column dataIndex='item' title={t('orders.fields.item')} />
        <Table.Column dataIndex='payCents' title={t('orders.fields.payCents')} render={twd} />
        <Table.Column dataIndex='provider' title={t('orders.fields.provider')} />
        <Table.Column
          dataIndex='status'
          title={t('orders.fields.status')}
          render={(s: string) => <Tag color={STATUS_COLOR[s]}>{t(`orders.status.${s}`, s)}</Tag>}
        />
        <Table.Column
          dataIndex='createdAt'
          title={t('orders.fields.createdAt')}
          render={(v) => v && <DateField value={v} format='YYYY-MM-DD HH:mm' />}
        />
        <Table.Column
          title={t('table.actions')}
          render={(_, r: BaseRecord) => (
            <ShowButton hideText size='small' recordItemId={r.id} aria-label={`${t('buttons.show')} ${r.orderNo}`} />
          )}
        />
      </Table>
    </List>
  )
}
