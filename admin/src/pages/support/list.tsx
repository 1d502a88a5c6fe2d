/**
 * Messages users sent through the app's contact page (issue 32): open ones first, answered by e-mail outside the
 * console, then marked handled (audited).
 */
import { useTranslate, type BaseRecord } from '@refinedev/core'
import { DateField, List, useTable } from '@refinedev/antd'
import { App, Button, Form, Input, Select, Table, Tag, Typography } from 'antd'
import { useAction } from '../../components/actions'
import { TAG } from '../../components/theme'

const STATUS_COLOR: Record<string, string> = { open: TAG.orange, handled: TAG.green }

export default function SupportMessageList() {
  const t = useTranslate()
  const { message } = App.useApp()
  const { tableProps, searchFormProps } = useTable({
    resource: 'support-messages',
    syncWithLocation: true,
    filters: { initial: [{ field: 'status', operator: 'eq', value: 'open' }] },
    onSearch: (v: { status?: string; q?: string }) => [
      { field: 'status', operator: 'eq', value: v.status || undefined },
      { field: 'q', operator: 'eq', value: v.q || undefined }
    ]
  })
  const { run, busy } = useAction('support-messages')
  return (
    <List>
      <Form {...searchFormProps} layout='inline' style={{ marginBottom: 16 }} initialValues={{ status: 'open' }}>
        <Form.Item name='status'>
          <Select
            aria-label={t('support-messages.fields.status')}
            allowClear
            style={{ width: 160 }}
            onChange={() => searchFormProps.form?.submit()}
            options={Object.keys(STATUS_COLOR).map((s) => ({ value: s, label: t(`support-messages.status.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name='q'>
          <Input.Search
            aria-label={t('support-messages.search')}
            placeholder={t('support-messages.search')}
            allowClear
            onSearch={() => searchFormProps.form?.submit()}
          />
        </Form.Item>
      </Form>
      <Table {...tableProps} rowKey='id'>
        <Table.Column
          dataIndex='createdAt'
          title={t('support-messages.fields.createdAt')}
          render={(v) => v && <DateField value={v} format='YYYY-MM-DD HH:mm' />}
        />
        <Table.Column
          dataIndex='email'
          title={t('support-messages.fields.email')}
          render={(v: string) => <a href={`mailto:${v}`}>{v}</a>}
        />
        <Table.Column dataIndex='subject' title={t('support-messages.fields.subject')} />
        <Table.Column
          dataIndex='message'
          title={t('support-messages.fields.message')}
          render={(v: string) => (
            <Typography.Paragraph ellipsis={{ rows: 3, expandable: true }} style={{ margin: 0, maxWidth: 420 }}>
              {v}
            </Typography.Paragraph>
          )}
        />
        <Table.Column dataIndex='lang' title={t('support-messages.fields.lang')} />
        <Table.Column dataIndex='userId' title={t('support-messages.fields.userId')} />
        <Table.Column
          dataIndex='status'
          title={t('support-messages.fields.status')}
          render={(v: string, r: BaseRecord) => (
            <Tag color={STATUS_COLOR[v]} title={r.handledBy ?? undefined}>
              {t(`support-messages.status.${v}`, v)}
            </Tag>
          )}
        />
        <Table.Column
          title={t('table.actions')}
          render={(_, r: BaseRecord) =>
            r.status === 'open' && (
              <Button
                size='small'
                loading={busy}
                onClick={async () => {
                  await run(r.id!, 'handled')
                  message.success(t('support-messages.marked'))
                }}
              >
                {t('support-messages.markHandled')}
              </Button>
            )
          }
        />
      </Table>
    </List>
  )
}
