import { useTranslate, type BaseRecord } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { Table, Tag } from 'antd'
import { FilterSelect, ListTable, RowButton, SearchField, dateCell } from '../../components/ListTable'
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
    <ListTable
      tableProps={tableProps}
      searchFormProps={searchFormProps}
      filters={
        <>
          <SearchField
            form={searchFormProps.form}
            label={t('buttons.search')}
            placeholder={`${t('orders.fields.orderNo')} / ${t('orders.fields.userEmail')}`}
            width={300}
          />
          <FilterSelect
            form={searchFormProps.form}
            name='status'
            label={t('orders.fields.status')}
            options={Object.keys(STATUS_COLOR).map((s) => ({ value: s, label: t(`orders.status.${s}`) }))}
          />
        </>
      }
    >
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
      <Table.Column dataIndex='createdAt' title={t('orders.fields.createdAt')} render={dateCell()} />
      <Table.Column
        title={t('table.actions')}
        render={(_, r: BaseRecord) => <RowButton kind='show' record={r} name={r.orderNo} />}
      />
    </ListTable>
  )
}
