import { useTranslate, type BaseRecord } from '@refinedev/core'
import { DateField, List, useTable } from '@refinedev/antd'
import { App, Button, Popconfirm, Space, Table, Tag, Typography } from 'antd'
import { useAction } from '../../components/actions'

export default function ReportList() {
  const t = useTranslate()
  const { message } = App.useApp()
  const { tableProps } = useTable({ syncWithLocation: true })
  const { run, busy } = useAction('reports')
  return (
    <List>
      <Table {...tableProps} rowKey='id'>
        <Table.Column dataIndex='kind' title={t('reports.fields.kind')} render={(v: string) => <Tag>{v}</Tag>} />
        <Table.Column
          dataIndex='content'
          title={t('reports.fields.content')}
          render={(v: string) => (
            <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, maxWidth: 420 }}>
              {v}
            </Typography.Paragraph>
          )}
        />
        <Table.Column
          dataIndex='author'
          title={t('reports.fields.author')}
          render={(a) => (a && typeof a === 'object' ? (a.nickname ?? a.id) : a)}
        />
        <Table.Column dataIndex='reports' title={t('reports.fields.reports')} />
        <Table.Column dataIndex='status' title={t('reports.fields.status')} render={(v: string) => <Tag>{v}</Tag>} />
        <Table.Column
          dataIndex='createdAt'
          title={t('reports.fields.createdAt')}
          render={(v) => v && <DateField value={v} format='YYYY-MM-DD HH:mm' />}
        />
        <Table.Column
          title={t('table.actions')}
          render={(_, r: BaseRecord) => (
            <Space>
              <Button
                size='small'
                loading={busy}
                onClick={async () => {
                  await run(r.id!, 'restore')
                  message.success(t('reports.restored'))
                }}
              >
                {t('reports.restore')}
              </Button>
              <Popconfirm
                title={t('reports.confirmRemove')}
                okText={t('reports.remove')}
                okButtonProps={{ danger: true }}
                cancelText={t('buttons.cancel')}
                onConfirm={async () => {
                  await run(r.id!, 'delete')
                  message.success(t('reports.removed'))
                }}
              >
                <Button size='small' danger>
                  {t('reports.remove')}
                </Button>
              </Popconfirm>
            </Space>
          )}
        />
      </Table>
    </List>
  )
}
