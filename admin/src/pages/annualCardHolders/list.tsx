/** Annual card holders (issue 31, support): who holds a card; grant or end one with a reason (audited). */
import { useTranslate, type BaseRecord } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { App, Button, DatePicker, Form, Input, Modal, Radio, Space, Table, Tag } from 'antd'
import { useState } from 'react'
import { ListTable, SearchField, dateCell } from '../../components/ListTable'
import { useAction } from '../../components/actions'
import { TAG } from '../../components/theme'

function ChangeDialog({ record, onClose }: { record: BaseRecord; onClose: () => void }) {
  const t = useTranslate()
  const { message } = App.useApp()
  const { run, busy } = useAction('annual-card-holders')
  const [form] = Form.useForm()
  const action = Form.useWatch('action', form) as 'grant' | 'end' | undefined
  return (
    <Modal
      open
      title={`${t('annual-card-holders.change')} ${String(record.email ?? record.id)}`}
      okText={t('buttons.save')}
      cancelText={t('buttons.cancel')}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={async () => {
        const v = (await form.validateFields()) as {
          action: string
          level?: number
          until?: { toISOString(): string }
          reason: string
        }
        try {
          await run(record.id!, 'change', {
            action: v.action,
            reason: v.reason,
            ...(v.action === 'grant' ? { level: v.level, until: v.until?.toISOString() } : {})
          })
          message.success(t('annual-card-holders.saved'))
          onClose()
        } catch (e) {
          message.error((e as Error).message)
        }
      }}
    >
      <Form form={form} layout='vertical' initialValues={{ action: 'grant', level: 1 }}>
        <Form.Item name='action' label={t('annual-card-holders.fields.action')}>
          <Radio.Group>
            <Radio value='grant'>{t('annual-card-holders.grant')}</Radio>
            <Radio value='end'>{t('annual-card-holders.end')}</Radio>
          </Radio.Group>
        </Form.Item>
        {action !== 'end' && (
          <>
            <Form.Item name='level' label={t('annual-card-holders.fields.level')}>
              <Radio.Group>
                <Radio value={1}>{t('annual-cards.level.1')}</Radio>
                <Radio value={2}>{t('annual-cards.level.2')}</Radio>
              </Radio.Group>
            </Form.Item>
            <Form.Item name='until' label={t('annual-card-holders.fields.until')} rules={[{ required: true }]}>
              <DatePicker showTime />
            </Form.Item>
          </>
        )}
        <Form.Item name='reason' label={t('annual-card-holders.fields.reason')} rules={[{ required: true, max: 500 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  )
}

export default function AnnualCardHolderList() {
  const t = useTranslate()
  const [open, setOpen] = useState<BaseRecord | null>(null)
  const { tableProps, searchFormProps } = useTable({
    syncWithLocation: true,
    onSearch: (v: { q?: string }) => [{ field: 'q', operator: 'eq', value: v.q || undefined }]
  })
  return (
    <>
      <ListTable
        tableProps={tableProps}
        searchFormProps={searchFormProps}
        filters={
          <SearchField
            form={searchFormProps.form}
            label={t('buttons.search')}
            placeholder={t('annual-card-holders.search')}
            width={280}
          />
        }
      >
        <Table.Column dataIndex='id' title={t('annual-card-holders.fields.id')} />
        <Table.Column dataIndex='email' title={t('annual-card-holders.fields.email')} />
        <Table.Column dataIndex='nickname' title={t('annual-card-holders.fields.nickname')} />
        <Table.Column
          dataIndex='annualCardLevel'
          title={t('annual-card-holders.fields.level')}
          render={(v: number, r: BaseRecord) => (
            <Space>
              {t(`annual-cards.level.${v}`)}
              {r.holds ? (
                <Tag color={TAG.green}>{t('annual-card-holders.holds')}</Tag>
              ) : (
                <Tag>{t('annual-card-holders.ended')}</Tag>
              )}
            </Space>
          )}
        />
        <Table.Column
          dataIndex='annualCardExpireAt'
          title={t('annual-card-holders.fields.until')}
          render={dateCell()}
        />
        <Table.Column
          title={t('table.actions')}
          render={(_, r: BaseRecord) => (
            <Button
              size='small'
              onClick={() => setOpen(r)}
              aria-label={`${t('annual-card-holders.change')} ${String(r.email ?? r.id)}`}
            >
              {t('annual-card-holders.change')}
            </Button>
          )}
        />
      </ListTable>
      {open && <ChangeDialog record={open} onClose={() => setOpen(null)} />}
    </>
  )
}
