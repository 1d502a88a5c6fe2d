import { useTranslate, type BaseRecord } from '@refinedev/core'
import { EditButton, List, useTable } from '@refinedev/antd'
import { Table } from 'antd'

export default function TrackList() {
  const t = useTranslate()
  const { tableProps } = useTable({ syncWithLocation: true, sorters: { initial: [{ field: 'id', order: 'desc' }] } })
  return (
    <List>
      <Table {...tableProps} rowKey='id'>
        <Table.Column dataIndex='id' title={t('tracks.fields.id')} />
        <Table.Column dataIndex='albumId' title={t('tracks.fields.albumId')} />
        <Table.Column dataIndex='title' title={t('tracks.fields.title')} />
        <Table.Column dataIndex='duration' title={t('tracks.fields.duration')} />
        <Table.Column
          title={t('table.actions')}
          render={(_, r: BaseRecord) => (
            <EditButton hideText size='small' recordItemId={r.id} aria-label={t('buttons.edit')} />
          )}
        />
      </Table>
    </List>
  )
}
