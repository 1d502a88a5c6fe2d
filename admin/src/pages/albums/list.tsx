import { useTranslate, type BaseRecord } from '@refinedev/core'
import { EditButton, List, useTable } from '@refinedev/antd'
import { App, Button, Popconfirm, Space, Table, Tag } from 'antd'
import { useAction } from '../../components/actions'

export default function AlbumList() {
  const t = useTranslate()
  const { message } = App.useApp()
  const { tableProps } = useTable({ syncWithLocation: true, sorters: { initial: [{ field: 'id', order: 'desc' }] } })
  const { run, busy } = useAction('albums')
  return (
    <List>
      <Table {...tableProps} rowKey='id'>
        <Table.Column dataIndex='id' title={t('albums.fields.id')} />
        <Table.Column dataIndex='title' title={t('albums.fields.title')} />
        <Table.Column dataIndex='titleEn' title={t('albums.fields.titleEn')} />
        <Table.Column
          dataIndex='member'
          title={t('albums.fields.member')}
          render={(v: boolean) => (v ? t('albums.fields.member') : '')}
        />
        <Table.Column
          dataIndex='status'
          title={t('albums.fields.status')}
          render={(v: string) => (
            <Tag color={v === 'published' ? 'green' : 'default'}>{t(`albums.status.${v}`, v)}</Tag>
          )}
        />
        <Table.Column
          title={t('table.actions')}
          render={(_, r: BaseRecord) => (
            <Space>
              <EditButton hideText size='small' recordItemId={r.id} aria-label={t('buttons.edit')} />
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
