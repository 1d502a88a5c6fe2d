import { useTranslate } from '@refinedev/core'
import { DateField, List, useTable } from '@refinedev/antd'
import { Table, Typography } from 'antd'

const json = (v: unknown) =>
  v === null || v === undefined ? (
    ''
  ) : (
    <Typography.Text code style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>
      {JSON.stringify(v)}
    </Typography.Text>
  )

export default function AuditList() {
  const t = useTranslate()
  const { tableProps } = useTable({ syncWithLocation: true, sorters: { initial: [{ field: 'id', order: 'desc' }] } })
  return (
    <List>
      <Table {...tableProps} rowKey='id'>
        <Table.Column
          dataIndex='at'
          title={t('audit.fields.at')}
          render={(v) => v && <DateField value={v} format='YYYY-MM-DD HH:mm:ss' />}
        />
        <Table.Column
          dataIndex='operator'
          title={t('audit.fields.operator')}
          render={(o) => (o && typeof o === 'object' ? (o.email ?? o.id) : o)}
        />
        <Table.Column dataIndex='action' title={t('audit.fields.action')} />
        <Table.Column
          dataIndex='target'
          title={t('audit.fields.target')}
          render={(v) => (typeof v === 'object' ? json(v) : v)}
        />
        <Table.Column dataIndex='before' title={t('audit.fields.before')} render={json} />
        <Table.Column dataIndex='after' title={t('audit.fields.after')} render={json} />
      </Table>
    </List>
  )
}
