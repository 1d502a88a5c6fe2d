/** Golden sentences (issue 33): the daily quote card of the app's meditation home; publish and unpublish in the row. */
import { useTranslate, type BaseRecord } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { Space, Table } from 'antd'
import {
  ListTable,
  PublishButton,
  RowButton,
  SearchField,
  StatusFilter,
  UnpublishButton,
  dateCell,
  statusCell
} from '../../components/ListTable'

export default function QuoteList() {
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
            placeholder={t('quotes.fields.text')}
            width={280}
          />
          <StatusFilter form={searchFormProps.form} resource='quotes' />
        </>
      }
    >
      <Table.Column dataIndex='sort' title={t('quotes.fields.sort')} />
      <Table.Column dataIndex='textZh' title={t('quotes.fields.textZh')} />
      <Table.Column dataIndex='textEn' title={t('quotes.fields.textEn')} />
      <Table.Column dataIndex='authorZh' title={t('quotes.fields.authorZh')} />
      <Table.Column dataIndex='status' title={t('quotes.fields.status')} render={statusCell('quotes')} />
      <Table.Column dataIndex='publishedAt' title={t('quotes.fields.publishedAt')} render={dateCell()} />
      <Table.Column
        title={t('table.actions')}
        render={(_, r: BaseRecord) => (
          <Space>
            <RowButton kind='edit' record={r} name={r.textZh} />
            <PublishButton resource='quotes' record={r} name={r.textZh} />
            <UnpublishButton resource='quotes' record={r} name={r.textZh} />
          </Space>
        )}
      />
    </ListTable>
  )
}
