import { useTranslate, type BaseRecord } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { Table } from 'antd'
import { ListTable, RowButton } from '../../components/ListTable'

export default function TrackList() {
  const t = useTranslate()
  const { tableProps } = useTable({ syncWithLocation: true, sorters: { initial: [{ field: 'id', order: 'desc' }] } })
  return (
    <ListTable tableProps={tableProps}>
      <Table.Column dataIndex='id' title={t('tracks.fields.id')} />
      <Table.Column dataIndex='albumId' title={t('tracks.fields.albumId')} />
      <Table.Column dataIndex='title' title={t('tracks.fields.title')} />
      <Table.Column dataIndex='duration' title={t('tracks.fields.duration')} />
      <Table.Column title={t('table.actions')} render={(_, r: BaseRecord) => <RowButton kind='edit' record={r} />} />
    </ListTable>
  )
}
