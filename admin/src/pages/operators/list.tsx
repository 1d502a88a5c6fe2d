import { useTranslate } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { Table } from 'antd'
import { ListTable, dateCell, flagCell } from '../../components/ListTable'
import { TAG } from '../../components/theme'

export default function OperatorList() {
  const t = useTranslate()
  const { tableProps } = useTable({ syncWithLocation: true })
  return (
    <ListTable tableProps={tableProps}>
      <Table.Column dataIndex='id' title={t('operators.fields.id')} />
      <Table.Column dataIndex='email' title={t('operators.fields.email')} />
      <Table.Column dataIndex='name' title={t('operators.fields.name')} />
      <Table.Column dataIndex='role' title={t('operators.fields.role')} render={(r: string) => t(`roles.${r}`, r)} />
      <Table.Column
        dataIndex='disabled'
        title={t('operators.fields.disabled')}
        render={flagCell(t('operators.fields.disabled'), TAG.red)}
      />
      <Table.Column dataIndex='lastLoginAt' title={t('operators.fields.lastLoginAt')} render={dateCell()} />
    </ListTable>
  )
}
