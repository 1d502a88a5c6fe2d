import { useTranslate, type BaseRecord } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { Table } from 'antd'
import { ListTable, RowButton, SearchField, dateCell, flagCell } from '../../components/ListTable'
import { TAG } from '../../components/theme'

export default function UserList() {
  const t = useTranslate()
  const { tableProps, searchFormProps } = useTable({
    syncWithLocation: true,
    onSearch: (v: { q?: string }) => [{ field: 'q', operator: 'eq', value: v.q || undefined }]
  })
  return (
    <ListTable
      tableProps={tableProps}
      searchFormProps={searchFormProps}
      filters={
        <SearchField
          form={searchFormProps.form}
          label={t('buttons.search')}
          placeholder={t('users.searchPlaceholder')}
          width={320}
        />
      }
    >
      <Table.Column dataIndex='id' title={t('users.fields.id')} />
      <Table.Column dataIndex='nickname' title={t('users.fields.nickname')} />
      <Table.Column dataIndex='email' title={t('users.fields.email')} />
      <Table.Column dataIndex='mobile' title={t('users.fields.mobile')} />
      <Table.Column
        dataIndex='member'
        title={t('users.fields.member')}
        render={flagCell(t('users.fields.member'), TAG.gold)}
      />
      <Table.Column dataIndex='createdAt' title={t('users.fields.createdAt')} render={dateCell('YYYY-MM-DD')} />
      <Table.Column
        title={t('table.actions')}
        render={(_, r: BaseRecord) => <RowButton kind='show' record={r} name={String(r.id)} />}
      />
    </ListTable>
  )
}
