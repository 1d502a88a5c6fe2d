import { useTranslate, type BaseRecord } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { Space, Table } from 'antd'
import {
  ListTable,
  PublishButton,
  RowButton,
  SearchField,
  StatusFilter,
  dateCell,
  flagCell,
  statusCell
} from '../../components/ListTable'
import { TAG } from '../../components/theme'

export default function AlbumList() {
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
          <SearchField form={searchFormProps.form} label={t('buttons.search')} placeholder={t('albums.fields.title')} />
          <StatusFilter form={searchFormProps.form} resource='albums' />
        </>
      }
    >
      <Table.Column dataIndex='id' title={t('albums.fields.id')} />
      <Table.Column dataIndex='title' title={t('albums.fields.title')} />
      <Table.Column dataIndex='titleEn' title={t('albums.fields.titleEn')} />
      <Table.Column dataIndex='trackCount' title={t('albums.fields.trackCount')} />
      <Table.Column
        dataIndex='member'
        title={t('albums.fields.member')}
        render={flagCell(t('albums.fields.member'), TAG.gold)}
      />
      <Table.Column dataIndex='status' title={t('albums.fields.status')} render={statusCell('albums')} />
      <Table.Column dataIndex='publishedAt' title={t('albums.fields.publishedAt')} render={dateCell()} />
      <Table.Column
        title={t('table.actions')}
        render={(_, r: BaseRecord) => (
          <Space>
            <RowButton kind='edit' record={r} name={r.title} />
            <PublishButton resource='albums' record={r} name={r.title} />
          </Space>
        )}
      />
    </ListTable>
  )
}
