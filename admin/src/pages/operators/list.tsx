import { useTranslate } from '@refinedev/core'
import { DateField, List, useTable } from '@refinedev/antd'
import { Table, Tag } from 'antd'
import { TAG } from '../../components/theme'

export default function OperatorList() {
  const t = useTranslate()
  const { tableProps } = useTable({ syncWithLocation: true })
  return (
    <List>
      <Table {...tableProps} rowKey='id'>
        <Table.Column dataIndex='id' title={t('operators.fields.id')} />
        <Table.Column dataIndex='email' title={t('operators.fields.email')} />
        <Table.Column dataIndex='name' title={t('operators.fields.name')} />
        <Table.Column dataIndex='role' title={t('operators.fields.role')} render={(r: string) => t(`roles.${r}`, r)} />
        <Table.Column
          dataIndex='disabled'
          title={t('operators.fields.disabled')}
          render={(d: boolean) => (d ? <Tag color={TAG.red}>{t('operators.fields.disabled')}</Tag> : null)}
        />
        <Table.Column
          dataIndex='lastLoginAt'
          title={t('operators.fields.lastLoginAt')}
          render={(v) => v && <DateField value={v} format='YYYY-MM-DD HH:mm' />}
        />
      </Table>
    </List>
  )
}
