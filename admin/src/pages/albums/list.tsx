import { useTranslate, type BaseRecord } from '@refinedev/core'
import { DateField, EditButton, List, useTable } from '@refinedev/antd'
import { App, Button, Form, Input, Popconfirm, Select, Space, Table, Tag } from 'antd'
import { useAction } from '../../components/actions'
import { TAG } from '../../components/theme'

export default function AlbumList() {
  const t = useTranslate()
  const { message } = App.useApp()
  const { tableProps, searchFormProps } = useTable({
    syncWithLocation: true,
    onSearch: (v: { q?: string; status?: string }) => [
      { field: 'q', operator: 'eq', value: v.q || undefined },
      { field: 'status', operator: 'eq', value: v.status || undefined }
    ]
  })
  const { run, busy } = useAction('albums')
  return (
    <List>
      <Form {...searchFormProps} layout='inline' style={{ marginBottom: 16 }}>
        <Form.Item name='q'>
          <Input.Search
            aria-label={t('buttons.search')}
            placeholder={t('albums.fields.title')}
            onSearch={() => searchFormProps.form?.submit()}
          />
        </Form.Item>
        <Form.Item name='status'>
          <Select
            aria-label={t('albums.fields.status')}
            placeholder={t('albums.fields.status')}
            allowClear
            style={{ width: 140 }}
            onChange={() => searchFormProps.form?.submit()}
            options={['draft', 'published'].map((s) => ({ value: s, label: t(`albums.status.${s}`) }))}
          />
        </Form.Item>
      </Form>
      <Table {...tableProps} rowKey='id'>
        <Table.Column dataIndex='id' title={t('albums.fields.id')} />
        <Table.Column dataIndex='title' title={t('albums.fields.title')} />
        <Table.Column dataIndex='titleEn' title={t('albums.fields.titleEn')} />
        <Table.Column dataIndex='trackCount' title={t('albums.fields.trackCount')} />
        <Table.Column
          dataIndex='member'
          title={t('albums.fields.member')}
          render={(v: boolean) => (v ? <Tag color={TAG.gold}>{t('albums.fields.member')}</Tag> : null)}
        />
        <Table.Column
          dataIndex='status'
          title={t('albums.fields.status')}
          render={(v: string) => (
            <Tag color={v === 'published' ? TAG.green : undefined}>{t(`albums.status.${v}`, v)}</Tag>
          )}
        />
        <Table.Column
          dataIndex='publishedAt'
          title={t('albums.fields.publishedAt')}
          render={(v) => v && <DateField value={v} format='YYYY-MM-DD HH:mm' />}
        />
        <Table.Column
          title={t('table.actions')}
          render={(_, r: BaseRecord) => (
            <Space>
              <EditButton hideText size='small' recordItemId={r.id} aria-label={`${t('buttons.edit')} ${r.title}`} />
              {r.status !== 'published' && (
                <Popconfirm
                  title={t('albums.confirmPublish')}
                  okText={t('albums.publish')}
                  cancelText={t('buttons.cancel')}
                  onConfirm={async () => {
                    await run(r.id!, 'publish')
                    message.success(t('albums.published'))
                  }}
                >
                  <Button size='small' type='primary' loading={busy}>
                    {t('albums.publish')}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          )}
        />
      </Table>
    </List>
  )
}
