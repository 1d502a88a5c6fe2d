/** Live courses (issue 31): drafts and published, by start time; publish and reschedule from the list. */
import { useState } from 'react'
import { useCustomMutation, useInvalidate, useTranslate, type BaseRecord } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { Alert, App, Button, Form, Modal, Space, Table, Tag } from 'antd'
import {
  ListTable,
  PublishButton,
  RowButton,
  SearchField,
  StatusFilter,
  dateCell,
  statusCell
} from '../../components/ListTable'
import { API_URL, errorMessage } from '../../providers/http'
import { TimeFields, toInstant, toLocalInput } from './form'

/** Free, a price, or members-only (with the card that opens it). */
function AccessCell({ r }: { r: BaseRecord }) {
  const t = useTranslate()
  return (
    <Space size={4} wrap>
      {r.priceCents > 0 ? <span>NT$ {r.priceCents / 100}</span> : <Tag>{t('lives.free')}</Tag>}
      {r.cardLevel > 0 && <Tag color='blue'>{t(`lives.levels.${r.cardLevel}`)}</Tag>}
    </Space>
  )
}

/**
 * New times for a live. A refusal of the server (409 live_started, 400 start_past) is shown in the dialog in the
 * console's language and the dialog stays open.
 */
function RescheduleButton({ record }: { record: BaseRecord }) {
  const t = useTranslate()
  const { message } = App.useApp()
  // not the shared useAction: its error notification would repeat the refusal the dialog shows
  const { mutateAsync, mutation } = useCustomMutation()
  const invalidate = useInvalidate()
  const [open, setOpen] = useState(false)
  const [refusal, setRefusal] = useState<string>()
  const [form] = Form.useForm()
  return (
    <>
      <Button
        size='small'
        aria-label={`${t('lives.reschedule')} ${record.titleZh}`}
        onClick={() => {
          setRefusal(undefined)
          setOpen(true)
        }}
      >
        {t('lives.reschedule')}
      </Button>
      <Modal
        open={open}
        title={t('lives.rescheduleOf', { title: record.titleZh })}
        okText={t('lives.reschedule')}
        okButtonProps={{ loading: mutation.isPending }}
        cancelText={t('buttons.cancel')}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        onOk={async () => {
          let v: { startAt: string; endAt: string }
          try {
            v = await form.validateFields()
          } catch {
            return // the form shows what is missing
          }
          setRefusal(undefined)
          try {
            await mutateAsync({
              url: `${API_URL}/lives/${record.id}/schedule`,
              method: 'post',
              values: { startAt: toInstant(v.startAt), endAt: toInstant(v.endAt) },
              successNotification: false,
              errorNotification: false
            })
            await invalidate({ resource: 'lives', invalidates: ['list', 'detail'], id: record.id })
            setOpen(false)
            message.success(t('lives.rescheduled'))
          } catch (err) {
            setRefusal(errorMessage(err)) // the server's message, already in the console's language
          }
        }}
      >
        {refusal && <Alert type='error' showIcon role='alert' message={refusal} style={{ marginBottom: 16 }} />}
        {/* a name per live: the fields' ids (and their labels' for=) stay unique on a list of many rows */}
        <Form
          form={form}
          name={`live-${record.id}-schedule`}
          layout='vertical'
          initialValues={{ startAt: toLocalInput(record.startAt), endAt: toLocalInput(record.endAt) }}
        >
          <TimeFields />
        </Form>
      </Modal>
    </>
  )
}

export default function LiveList() {
  const t = useTranslate()
  const { tableProps, searchFormProps } = useTable({
    syncWithLocation: true,
    onSearch: (v: { q?: string; status?: string }) => [
      { field: 'q', operator: 'eq', value: v.q || undefined },
      { field: 'status', operator: 'eq', value: v.status || undefined }
    ]
  })
  return (
    <ListTable
      tableProps={tableProps}
      searchFormProps={searchFormProps}
      filters={
        <>
          <SearchField
            form={searchFormProps.form}
            label={t('buttons.search')}
            placeholder={t('lives.fields.title')}
            width={280}
          />
          <StatusFilter form={searchFormProps.form} resource='lives' />
        </>
      }
    >
      <Table.Column dataIndex='id' title='ID' />
      <Table.Column dataIndex='titleZh' title={t('lives.fields.titleZh')} />
      <Table.Column dataIndex='teacherZh' title={t('lives.fields.teacherZh')} />
      <Table.Column dataIndex='startAt' title={t('lives.fields.startAt')} render={dateCell()} />
      <Table.Column dataIndex='endAt' title={t('lives.fields.endAt')} render={dateCell()} />
      <Table.Column title={t('lives.fields.access')} render={(_, r: BaseRecord) => <AccessCell r={r} />} />
      <Table.Column dataIndex='status' title={t('lives.fields.status')} render={statusCell('lives')} />
      <Table.Column
        title={t('table.actions')}
        render={(_, r: BaseRecord) => (
          <Space>
            <RowButton kind='edit' record={r} name={r.titleZh} />
            <RescheduleButton record={r} />
            <PublishButton resource='lives' record={r} name={r.titleZh} />
          </Space>
        )}
      />
    </ListTable>
  )
}
