import { useGetIdentity, useTranslate, type BaseRecord } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { Form, InputNumber, Table, Tag, Typography } from 'antd'
import type { Operator } from '../../providers/roles'
import { TAG } from '../../components/theme'
import { ListTable, RowButton } from '../../components/ListTable'

/** Enterprise groups: every enterprise's for owners and moderators, their own enterprise's for a group admin. */
export default function GroupList() {
  const t = useTranslate()
  const { data: me } = useGetIdentity<Operator>()
  const { tableProps, searchFormProps } = useTable({
    syncWithLocation: true,
    onSearch: (v: { enterpriseId?: number | null }) => [
      { field: 'enterpriseId', operator: 'eq', value: v.enterpriseId ?? undefined }
    ]
  })
  return (
    <ListTable
      tableProps={tableProps}
      searchFormProps={searchFormProps}
      filters={
        me &&
        me.role !== 'group_admin' && (
          <Form.Item name='enterpriseId' label={t('groups.enterpriseFilter')}>
            <InputNumber min={1} precision={0} onPressEnter={() => searchFormProps.form?.submit()} />
          </Form.Item>
        )
      }
    >
      <Table.Column dataIndex='id' title={t('groups.fields.id')} />
      <Table.Column dataIndex='enterprise' title={t('groups.fields.enterprise')} />
      <Table.Column
        dataIndex='name'
        title={t('groups.fields.name')}
        render={(name: string, r: BaseRecord) => (
          <>
            {name}
            {r.isDefault && (
              <Tag color={TAG.blue} style={{ marginInlineStart: 8 }}>
                {t('groups.fields.isDefault')}
              </Tag>
            )}
          </>
        )}
      />
      <Table.Column dataIndex='nameEn' title={t('groups.fields.nameEn')} />
      <Table.Column
        dataIndex='joinCode'
        title={t('groups.fields.joinCode')}
        render={(v: string) => <Typography.Text code>{v}</Typography.Text>}
      />
      <Table.Column dataIndex='memberCount' title={t('groups.fields.memberCount')} />
      <Table.Column
        title={t('table.actions')}
        render={(_, r: BaseRecord) => <RowButton kind='show' record={r} name={r.name} />}
      />
    </ListTable>
  )
}
