/** Campaign landing pages (the `third` engine's definitions, issue 31): where each stands, publish, preview. */
import { useTranslate, type BaseRecord } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { Space, Table } from 'antd'
import { FilterSelect, ListTable, RowButton, SearchField, dateCell } from '../../components/ListTable'
import { LandingActions, LandingState } from './actions'

export default function LandingList() {
  const t = useTranslate()
  const { tableProps, searchFormProps } = useTable({
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    onSearch: (v: { q?: string; state?: string }) => [
      { field: 'q', operator: 'eq', value: v.q || undefined },
      { field: 'state', operator: 'eq', value: v.state || undefined }
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
            placeholder={t('landings.fields.title')}
            width={280}
          />
          <FilterSelect
            form={searchFormProps.form}
            name='state'
            label={t('landings.fields.state')}
            options={['seed', 'draft', 'published', 'unpublished'].map((s) => ({
              value: s,
              label: t(`landings.state.${s}`)
            }))}
          />
        </>
      }
    >
      <Table.Column dataIndex='id' title={t('landings.fields.id')} />
      <Table.Column dataIndex='title' title={t('landings.fields.title')} />
      <Table.Column
        dataIndex='lang'
        title={t('landings.fields.lang')}
        render={(v: string) => t(`landings.lang.${v}`, v)}
      />
      <Table.Column dataIndex='sku' title={t('landings.fields.sku')} />
      <Table.Column
        dataIndex='state'
        title={t('landings.fields.state')}
        render={(_, r: BaseRecord) => <LandingState record={r} />}
      />
      <Table.Column dataIndex='liveVersion' title={t('landings.fields.liveVersion')} />
      <Table.Column dataIndex='updatedAt' title={t('landings.fields.updatedAt')} render={dateCell()} />
      <Table.Column
        title={t('table.actions')}
        render={(_, r: BaseRecord) => (
          <Space>
            <RowButton kind='edit' record={r} name={String(r.title)} />
            <LandingActions record={r} name={String(r.title)} />
          </Space>
        )}
      />
    </ListTable>
  )
}
