import { useTranslate, type BaseRecord } from '@refinedev/core'
import { DateField, List, useTable } from '@refinedev/antd'
import { App, Button, Form, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd'
import { useAction } from '../../components/actions'
import { TAG } from '../../components/theme'

const STATE_COLOR: Record<string, string> = { pending: TAG.orange, kept: TAG.green, removed: TAG.red }

export default function ReportList() {
  const t = useTranslate()
  const { message } = App.useApp()
  const { tableProps, searchFormProps } = useTable({
    syncWithLocation: true,
    filters: { initial: [{ field: 'state', operator: 'eq', value: 'pending' }] },
    onSearch: (v: { state?: string }) => [{ field: 'state', operator: 'eq', value: v.state || undefined }]
  })
  const { run, busy } = useAction('reports')
  return (
    <List>
      <Form {...searchFormProps} layout='inline' style={{ marginBottom: 16 }} initialValues={{ state: 'pending' }}>
        <Form.Item name='state'>
          <Select
            aria-label={t('reports.fields.state')}
            allowClear
            style={{ width: 160 }}
            onChange={() => searchFormProps.form?.submit()}
            options={Object.keys(STATE_COLOR).map((s) => ({ value: s, label: t(`reports.state.${s}`) }))}
          />
        </Form.Item>
      </Form>
      <Table {...tableProps} rowKey='id'>
        <Table.Column
          dataIndex={['post', 'content']}
          title={t('reports.fields.content')}
          render={(v: string) => (
            <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, maxWidth: 420 }}>
              {v}
            </Typography.Paragraph>
          )}
        />
        <Table.Column dataIndex={['post', 'author']} title={t('reports.fields.author')} />
        <Table.Column dataIndex='points' title={t('reports.fields.points')} />
        <Table.Column
          dataIndex='reasons'
          title={t('reports.fields.reasons')}
          render={(r: string[]) => (Array.isArray(r) ? r.join('、') : '')}
        />
        <Table.Column
          dataIndex='hidden'
          title={t('reports.fields.hidden')}
          render={(h: boolean) => (h ? t('reports.yes') : t('reports.no'))}
        />
        <Table.Column
          dataIndex='state'
          title={t('reports.fields.state')}
          render={(v: string) => <Tag color={STATE_COLOR[v]}>{t(`reports.state.${v}`, v)}</Tag>}
        />
        <Table.Column
          dataIndex='queuedAt'
          title={t('reports.fields.queuedAt')}
          render={(v) => v && <DateField value={v} format='YYYY-MM-DD HH:mm' />}
        />
        <Table.Column
          title={t('table.actions')}
          render={(_, r: BaseRecord) =>
            r.state === 'pending' && (
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
            )
          }
        />
      </Table>
    </List>
  )
}
