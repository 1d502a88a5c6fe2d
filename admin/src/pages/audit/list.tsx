import { useTranslate, type BaseRecord } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { Table, Typography } from 'antd'
import { ListTable, SearchField, dateCell } from '../../components/ListTable'

const json = (v: unknown) =>
  v === null || v === undefined ? (
    ''
  ) : (
    <Typography.Text code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>
      {JSON.stringify(v)}
    </Typography.Text>
  )

export default function AuditList() {
  const t = useTranslate()
  const { tableProps, searchFormProps } = useTable({
    syncWithLocation: true,
    onSearch: (v: { action?: string }) => [{ field: 'action', operator: 'eq', value: v.action?.trim() || undefined }]
  })
  return (
    <ListTable
      tableProps={tableProps}
      searchFormProps={searchFormProps}
      filters={
        <SearchField
          form={searchFormProps.form}
          name='action'
          label={t('audit.fields.action')}
          placeholder={t('audit.actionPlaceholder')}
          width={300}
        />
      }
    >
      <Table.Column dataIndex='at' title={t('audit.fields.at')} render={dateCell('YYYY-MM-DD HH:mm:ss')} />
      <Table.Column dataIndex='operatorEmail' title={t('audit.fields.operatorEmail')} />
      <Table.Column dataIndex='action' title={t('audit.fields.action')} />
      <Table.Column
        title={t('audit.fields.target')}
        render={(_, r: BaseRecord) => `${r.targetType}${r.targetId != null ? ` #${r.targetId}` : ''}`}
      />
      <Table.Column dataIndex='before' title={t('audit.fields.before')} render={json} />
      <Table.Column dataIndex='after' title={t('audit.fields.after')} render={json} />
      <Table.Column dataIndex='ip' title={t('audit.fields.ip')} />
    </ListTable>
  )
}
