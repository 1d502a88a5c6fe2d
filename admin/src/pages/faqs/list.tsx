/** FAQ entries of the app's help (issue 31): drafts and published, publish from the list. */
import { useTranslate, type BaseRecord } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { App, Button, Popconfirm, Space, Table, Tag } from 'antd'
import { useAction } from '../../components/actions'
import { FilterSelect, ListTable, RowButton, SearchField, dateCell } from '../../components/ListTable'
import { TAG } from '../../components/theme'

export default function FaqList() {
  const t = useTranslate()
  const { message } = App.useApp()
  const { tableProps, searchFormProps } = useTable({
    syncWithLocation: true,
    onSearch: (v: { q?: string; status?: string }) => [
      { field: 'q', operator: 'eq', value: v.q || undefined },
      { field: 'status', operator: 'eq', value: v.status || undefined }
    ]
  })
  const { run, busy } = useAction('faqs')
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
          <FilterSelect
            form={searchFormProps.form}
            name='status'
            label={t('faqs.fields.status')}
            options={['draft', 'published'].map((s) => ({ value: s, label: t(`faqs.status.${s}`) }))}
          />
        </>
      }
    >
      <Table.Column dataIndex='sort' title={t('faqs.fields.sort')} />
      <Table.Column dataIndex='categoryZh' title={t('faqs.fields.categoryZh')} />
      <Table.Column dataIndex='questionZh' title={t('faqs.fields.questionZh')} />
      <Table.Column dataIndex='questionEn' title={t('faqs.fields.questionEn')} />
      <Table.Column
        dataIndex='status'
        title={t('faqs.fields.status')}
        render={(v: string) => <Tag color={v === 'published' ? TAG.green : undefined}>{t(`faqs.status.${v}`, v)}</Tag>}
      />
      <Table.Column dataIndex='publishedAt' title={t('faqs.fields.publishedAt')} render={dateCell()} />
      <Table.Column
        title={t('table.actions')}
        render={(_, r: BaseRecord) => (
          <Space>
            <RowButton kind='edit' record={r} name={r.questionZh} />
            {r.status !== 'published' && (
              <Popconfirm
                title={t('faqs.confirmPublish')}
                okText={t('faqs.publish')}
                cancelText={t('buttons.cancel')}
                onConfirm={async () => {
                  await run(r.id!, 'publish')
                  message.success(t('faqs.published'))
                }}
              >
                <Button size='small' type='primary' loading={busy}>
                  {t('faqs.publish')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        )}
      />
    </ListTable>
  )
}
