/** Exchange-code batches (issue 31): how many of each batch were used, newest first. */
import { useTranslate, type BaseRecord } from '@refinedev/core'
import { DateField, List, ShowButton, useTable } from '@refinedev/antd'
import { Form, Input, Select, Table, Tag } from 'antd'
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
    <List>
      <Form {...searchFormProps} layout='inline' style={{ marginBottom: 16 }}>
        <Form.Item name='q'>
          <Input.Search
            aria-label={t('code-batches.search')}
            placeholder={t('code-batches.search')}
            allowClear
            onSearch={() => searchFormProps.form?.submit()}
            style={{ width: 280 }}
          />
        </Form.Item>
        <Form.Item name='kind'>
          <Select
            aria-label={t('code-batches.fields.kind')}
            placeholder={t('code-batches.fields.kind')}
            allowClear
            style={{ width: 200 }}
            onChange={() => searchFormProps.form?.submit()}
            options={['product', 'course'].map((k) => ({ value: k, label: t(`code-batches.kinds.${k}`) }))}
          />
        </Form.Item>
      </Form>
      <Table {...tableProps} rowKey='id'>
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
        <Table.Column
          dataIndex='expiresAt'
          title={t('code-batches.fields.expiresAt')}
          render={(v) => v && <DateField value={v} format='YYYY-MM-DD HH:mm' />}
        />
        <Table.Column
          dataIndex='status'
          title={t('code-batches.fields.status')}
          render={(s: string) => <Tag color={BATCH_COLOR[s]}>{t(`code-batches.status.${s}`, s)}</Tag>}
        />
        <Table.Column dataIndex='createdBy' title={t('code-batches.fields.createdBy')} />
        <Table.Column
          dataIndex='createdAt'
          title={t('code-batches.fields.createdAt')}
          render={(v) => v && <DateField value={v} format='YYYY-MM-DD HH:mm' />}
        />
        <Table.Column
          title={t('table.actions')}
          render={(_, r: BaseRecord) => (
            <ShowButton hideText size='small' recordItemId={r.id} aria-label={`${t('buttons.show')} ${r.label}`} />
          )}
        />
      </Table>
    </List>
  )
}
