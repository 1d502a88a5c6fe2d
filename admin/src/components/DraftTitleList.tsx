/**
 * The list of a titled draft → published resource of the console (study plans, collections): search by title,
 * filter by status, the sort, both titles, how many items, when published; edit, publish, and open a published one
 * in the app. The resource's texts are `<resource>.fields.*` and `<resource>.openInApp`.
 */
import { useTranslate, type BaseRecord } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { Space, Table } from 'antd'
import { ListTable, PublishButton, RowButton, SearchField, StatusFilter, dateCell, statusCell } from './ListTable'

interface DraftTitleListProps {
  resource: string
  /** The column with the record's number of items (a plan's days, a collection's items). */
  countField: string
  /** Where the app shows a published record. */
  appUrl: (record: BaseRecord) => string
}

export function DraftTitleList({ resource, countField, appUrl }: DraftTitleListProps) {
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
            placeholder={t(`${resource}.fields.title`)}
            width={260}
          />
          <StatusFilter form={searchFormProps.form} resource={resource} />
        </>
      }
    >
      <Table.Column dataIndex='sort' title={t(`${resource}.fields.sort`)} />
      <Table.Column dataIndex='titleZh' title={t(`${resource}.fields.titleZh`)} />
      <Table.Column dataIndex='titleEn' title={t(`${resource}.fields.titleEn`)} />
      <Table.Column dataIndex={countField} title={t(`${resource}.fields.${countField}`)} />
      <Table.Column dataIndex='status' title={t(`${resource}.fields.status`)} render={statusCell(resource)} />
      <Table.Column dataIndex='publishedAt' title={t(`${resource}.fields.publishedAt`)} render={dateCell()} />
      <Table.Column
        title={t('table.actions')}
        render={(_, r: BaseRecord) => (
          <Space>
            <RowButton kind='edit' record={r} name={r.titleZh} />
            <PublishButton resource={resource} record={r} name={r.titleZh} />
            {r.status === 'published' && (
              <a
                href={appUrl(r)}
                target='_blank'
                rel='noreferrer'
                aria-label={`${t(`${resource}.openInApp`)} ${r.titleZh}`}
              >
                {t(`${resource}.openInApp`)}
              </a>
            )}
          </Space>
        )}
      />
    </ListTable>
  )
}
