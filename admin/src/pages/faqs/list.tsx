/** FAQ entries of the app's help (issue 31): drafts and published, publish from the list. */
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

export default function FaqList() {
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
            placeholder={t('faqs.fields.question')}
            width={280}
          />
          <StatusFilter form={searchFormProps.form} resource='faqs' />
        </>
      }
    >
      <Table.Column dataIndex='sort' title={t('faqs.fields.sort')} />
      <Table.Column dataIndex='categoryZh' title={t('faqs.fields.categoryZh')} />
      <Table.Column dataIndex='questionZh' title={t('faqs.fields.questionZh')} />
      <Table.Column dataIndex='questionEn' title={t('faqs.fields.questionEn')} />
      <Table.Column dataIndex='status' title={t('faqs.fields.status')} render={statusCell('faqs')} />
      <Table.Column dataIndex='publishedAt' title={t('faqs.fields.publishedAt')} render={dateCell()} />
      <Table.Column
        title={t('table.actions')}
        render={(_, r: BaseRecord) => (
          <Space>
            <RowButton kind='edit' record={r} name={r.questionZh} />
            <PublishButton resource='faqs' record={r} name={r.questionZh} />
          </Space>
        )}
      />
    </ListTable>
  )
}
