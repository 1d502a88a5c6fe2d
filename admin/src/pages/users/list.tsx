import { useTranslate, type BaseRecord } from '@refinedev/core'
import { DateField, List, ShowButton, useTable } from '@refinedev/antd'
import { Form, Input, Table, Tag } from 'antd'
import { TAG } from '../../components/theme'

export default function UserList() {
  const t = useTranslate()
  const { tableProps, searchFormProps } = useTable({
    syncWithLocation: true,
    onSearch: (v: { q?: string }) => [{ field: 'q', operator: 'eq', value: v.q || undefined }]
  })
  return (
    <List>
      <Form {...searchFormProps} layout='inline' style={{ marginBottom: 16 }}>
        <Form.Item name='q'>
          <Input.Search
            aria-label={t('buttons.search')}
            placeholder={t('users.searchPlaceholder')}
            onSearch={() => searchFormProps.form?.submit()}
            style={{ width: 320 }}
          />
        </Form.Item>
      </Form>
      <Table {...tableProps} rowKey='id'>
        <Table.Column dataIndex='id' title={t('users.fields.id')} />
        <Table.Column dataIndex='nickname' title={t('users.fields.nickname')} />
        <Table.Column dataIndex='email' title={t('users.fields.email')} />
        <Table.Column dataIndex='mobile' title={t('users.fields.mobile')} />
        <Table.Column
          dataIndex='member'
          title={t('users.fields.member')}
          render={(v: boolean) => (v ? <Tag color={TAG.gold}>{t('users.fields.member')}</Tag> : null)}
        />
        <Table.Column
          dataIndex='createdAt'
          title={t('users.fields.createdAt')}
          render={(v) => v && <DateField value={v} format='YYYY-MM-DD' />}
        />
        <Table.Column
          title={t('table.actions')}
          render={(_, r: BaseRecord) => (
            <ShowButton hideText size='small' recordItemId={r.id} aria-label={`${t('buttons.show')} ${r.id}`} />
          )}
        />
      </Table>
    </List>
  )
}
