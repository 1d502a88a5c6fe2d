/** The site documents (issue 32): privacy policy, terms of service, refund policy; the app shows them as edited. */
import { useTranslate, type BaseRecord } from '@refinedev/core'
import { EditButton, useTable } from '@refinedev/antd'
import { Table } from 'antd'
import { ListTable, dateCell } from '../../components/ListTable'

export default function DocumentList() {
  const t = useTranslate()
  const { tableProps } = useTable({ pagination: { mode: 'off' } })
  return (
    <ListTable tableProps={tableProps} pagination={false}>
      <Table.Column dataIndex='key' title={t('documents.fields.key')} />
      <Table.Column dataIndex='titleZh' title={t('documents.fields.titleZh')} />
      <Table.Column dataIndex='titleEn' title={t('documents.fields.titleEn')} />
      <Table.Column dataIndex='updatedAt' title={t('documents.fields.updatedAt')} render={dateCell()} />
      <Table.Column
        title={t('table.actions')}
        render={(_, r: BaseRecord) => <EditButton size='small' recordItemId={r.id} />}
      />
    </ListTable>
  )
}
