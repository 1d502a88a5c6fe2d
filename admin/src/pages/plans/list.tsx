/** Study plans (issue 31): drafts and published, publish from the list, open a published one in the app. */
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
import { planAppUrl } from './form'

export default function PlanList() {
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
            placeholder={t('plans.fields.title')}
            width={260}
          />
          <StatusFilter form={searchFormProps.form} resource='plans' />
        </>
      }
    >
      <Table.Column dataIndex='sort' title={t('plans.fields.sort')} />
      <Table.Column dataIndex='titleZh' title={t('plans.fields.titleZh')} />
      <Table.Column dataIndex='titleEn' title={t('plans.fields.titleEn')} />
      <Table.Column dataIndex='dayCount' title={t('plans.fields.dayCount')} />
      <Table.Column dataIndex='status' title={t('plans.fields.status')} render={statusCell('plans')} />
      <Table.Column dataIndex='publishedAt' title={t('plans.fields.publishedAt')} render={dateCell()} />
      <Table.Column
        title={t('table.actions')}
        render={(_, r: BaseRecord) => (
          <Space>
            <RowButton kind='edit' record={r} name={r.titleZh} />
            <PublishButton resource='plans' record={r} name={r.titleZh} />
            {r.status === 'published' && (
              <a
                href={planAppUrl(r.sku)}
                target='_blank'
                rel='noreferrer'
                aria-label={`${t('plans.openInApp')} ${r.titleZh}`}
              >
                {t('plans.openInApp')}
              </a>
            )}
          </Space>
        )}
      />
    </ListTable>
  )
}
