import { useTranslate, type BaseRecord } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { App, Button, Popconfirm, Space, Table, Tag } from 'antd'
import { useAction } from '../../components/actions'
import { FilterSelect, ListTable, RowButton, SearchField, dateCell, flagCell } from '../../components/ListTable'
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
    <ListTable
      tableProps={tableProps}
      searchFormProps={searchFormProps}
      filters={
        <>
          <SearchField form={searchFormProps.form} label={t('buttons.search')} placeholder={t('albums.fields.title')} />
          <FilterSelect
            form={searchFormProps.form}
            name='status'
            label={t('albums.fields.status')}
            options={['draft', 'published'].map((s) => ({ value: s, label: t(`albums.status.${s}`) }))}
          />
        </>
      }
    >
      <Table.Column dataIndex='id' title={t('albums.fields.id')} />
      <Table.Column dataIndex='title' title={t('albums.fields.title')} />
      <Table.Column dataIndex='titleEn' title={t('albums.fields.titleEn')} />
      <Table.Column dataIndex='trackCount' title={t('albums.fields.trackCount')} />
      <Table.Column
        dataIndex='member'
        title={t('albums.fields.member')}
        render={flagCell(t('albums.fields.member'), TAG.gold)}
      />
      <Table.Column
        dataIndex='status'
        title={t('albums.fields.status')}
        render={(v: string) => (
          <Tag color={v === 'published' ? TAG.green : undefined}>{t(`albums.status.${v}`, v)}</Tag>
        )}
      />
      <Table.Column dataIndex='publishedAt' title={t('albums.fields.publishedAt')} render={dateCell()} />
      <Table.Column
        title={t('table.actions')}
        render={(_, r: BaseRecord) => (
          <Space>
            <RowButton kind='edit' record={r} name={r.title} />
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
    </ListTable>
  )
}
