/** Curated collections (issue 31): drafts and published, publish from the list, open a published one in the app. */
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
  statusCell
} from '../../components/ListTable'
import { collectionAppUrl } from './form'

export default function CollectionList() {
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
            placeholder={t('collections.fields.title')}
            width={260}
          />
          <StatusFilter form={searchFormProps.form} resource='collections' />
        </>
      }
    >
      <Table.Column dataIndex='sort' title={t('collections.fields.sort')} />
      <Table.Column dataIndex='titleZh' title={t('collections.fields.titleZh')} />
      <Table.Column dataIndex='titleEn' title={t('collections.fields.titleEn')} />
      <Table.Column dataIndex='itemCount' title={t('collections.fields.itemCount')} />
      <Table.Column dataIndex='status' title={t('collections.fields.status')} render={statusCell('collections')} />
      <Table.Column dataIndex='publishedAt' title={t('collections.fields.publishedAt')} render={dateCell()} />
      <Table.Column
        title={t('table.actions')}
        render={(_, r: BaseRecord) => (
          <Space>
            <RowButton kind='edit' record={r} name={r.titleZh} />
            <PublishButton resource='collections' record={r} name={r.titleZh} />
            {r.status === 'published' && (
              <a
                href={collectionAppUrl(r.id)}
                target='_blank'
                rel='noreferrer'
                aria-label={`${t('collections.openInApp')} ${r.titleZh}`}
              >
                {t('collections.openInApp')}
              </a>
            )}
          </Space>
        )}
      />
    </ListTable>
  )
}
