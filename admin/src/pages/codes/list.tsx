/** Exchange-code batches (issue 31): how many of each batch were used, newest first. */
import { useTranslate, type BaseRecord } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { Table, Tag } from 'antd'
import { FilterSelect, ListTable, RowButton, SearchField, dateCell } from '../../components/ListTable'
import { TAG } from '../../components/theme'

export const BATCH_COLOR: Record<string, string> = { active: TAG.green, expired: '', disabled: TAG.red }

export default function CodeBatchList() {
  const t = useTranslate()
  const { tableProps, searchFormProps } = useTable({
    resource: 'code-batches',
    syncWithLocation: true,
    onSearch: (v: { q?: string; kind?: string }) => [
      { field: 'q', operator: 'eq', value: v.q || undefined },
      { field: 'kind', operator: 'eq', value: v.kind || undefined }
    ]
  })
  return (
    <ListTable
      tableProps={tableProps}
      searchFormProps={searchFormProps}
      filters={
        <>
          <SearchField form={searchFormProps.form} label={t('code-batches.search')} allowClear width={280} />
          <FilterSelect
            form={searchFormProps.form}
            name='kind'
            label={t('code-batches.fields.kind')}
            width={200}
            options={['product', 'course'].map((k) => ({ value: k, label: t(`code-batches.kinds.${k}`) }))}
          />
        </>
      }
    >
      <Table.Column dataIndex='label' title={t('code-batches.fields.label')} />
      <Table.Column
        dataIndex='targetTitle'
        title={t('code-batches.fields.target')}
        render={(v: string, r: BaseRecord) => `${t(`code-batches.kinds.${r.kind}`)} · ${v}`}
      />
      <Table.Column
        dataIndex='usedCount'
        title={`${t('code-batches.fields.usedCount')} / ${t('code-batches.fields.count')}`}
        render={(v: number, r: BaseRecord) => `${v} / ${r.count}`}
      />
      <Table.Column dataIndex='expiresAt' title={t('code-batches.fields.expiresAt')} render={dateCell()} />
      <Table.Column
        dataIndex='status'
        title={t('code-batches.fields.status')}
        render={(s: string) => <Tag color={BATCH_COLOR[s]}>{t(`code-batches.status.${s}`, s)}</Tag>}
      />
      <Table.Column dataIndex='createdBy' title={t('code-batches.fields.createdBy')} />
      <Table.Column dataIndex='createdAt' title={t('code-batches.fields.createdAt')} render={dateCell()} />
      <Table.Column
        title={t('table.actions')}
        render={(_, r: BaseRecord) => <RowButton kind='show' record={r} name={r.label} />}
      />
    </ListTable>
  )
}
