/**
 * Activity tickets (issue 31): each activity's session, its seats taken of its seats, status; Seats changes the
 * seats at once (refused in the dialog below the people signed up), Sign-ups opens who signed up.
 */
import { useState } from 'react'
import { useCustomMutation, useInvalidate, useTranslate, type BaseRecord } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { Link } from 'react-router'
import { Alert, App, Button, Form, InputNumber, Modal, Space, Table, Tag } from 'antd'
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

/** New seats for an activity; the server's refusal (fewer than signed up) shows in the dialog, which stays open. */
function SeatsButton({ record }: { record: BaseRecord }) {
  const t = useTranslate()
  const { message } = App.useApp()
  const { mutateAsync, mutation } = useCustomMutation()
  const invalidate = useInvalidate()
  const [open, setOpen] = useState(false)
  const [refusal, setRefusal] = useState<string>()
  const [form] = Form.useForm()
  return (
    <>
      <Button
        size='small'
        aria-label={`${t('tickets.seats')} ${record.titleZh}`}
        onClick={() => {
          setRefusal(undefined)
          setOpen(true)
        }}
      >
        {t('tickets.seats')}
      </Button>
      <Modal
        open={open}
        title={t('tickets.seatsOf', { title: record.titleZh })}
        okText={t('buttons.save')}
        cancelText={t('buttons.cancel')}
        okButtonProps={{ loading: mutation.isPending }}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        onOk={async () => {
          let v: { seats: number }
          try {
            v = await form.validateFields()
          } catch {
            return
          }
          setRefusal(undefined)
          try {
            await mutateAsync({
              url: `${API_URL}/tickets/${record.id}/seats`,
              method: 'post',
              values: { seats: v.seats },
              successNotification: false,
              errorNotification: false
            })
            await invalidate({ resource: 'tickets', invalidates: ['list', 'detail'], id: record.id })
            setOpen(false)
            message.success(t('tickets.seatsSaved'))
          } catch (err) {
            setRefusal(errorMessage(err))
          }
        }}
      >
        {refusal && <Alert type='error' showIcon role='alert' message={refusal} style={{ marginBottom: 16 }} />}
        <Form form={form} name={`ticket-${record.id}-seats`} layout='vertical' initialValues={{ seats: record.seats }}>
          <Form.Item
            name='seats'
            label={t('tickets.fields.seats')}
            extra={t('tickets.seatsTaken', { count: record.signedUp })}
            rules={[{ required: true }]}
          >
            <InputNumber min={0} max={100_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}

export default function TicketList() {
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
            placeholder={t('tickets.fields.search')}
            width={280}
          />
          <StatusFilter form={searchFormProps.form} resource='tickets' />
        </>
      }
    >
      <Table.Column dataIndex='id' title='ID' />
      <Table.Column dataIndex='titleZh' title={t('tickets.fields.titleZh')} />
      <Table.Column dataIndex='startAt' title={t('tickets.fields.startAt')} render={dateCell()} />
      <Table.Column dataIndex='venueZh' title={t('tickets.fields.venueZh')} />
      <Table.Column
        title={t('tickets.fields.taken')}
        render={(_, r: BaseRecord) =>
          r.seats > 0 ? `${r.signedUp} / ${r.seats}` : `${r.signedUp} / ${t('tickets.unlimited')}`
        }
      />
      <Table.Column
        dataIndex='priceCents'
        title={t('tickets.fields.priceShort')}
        render={(v: number) => (v > 0 ? `NT$ ${v / 100}` : <Tag>{t('lives.free')}</Tag>)}
      />
      <Table.Column dataIndex='status' title={t('tickets.fields.status')} render={statusCell('tickets')} />
      <Table.Column
        title={t('table.actions')}
        render={(_, r: BaseRecord) => (
          <Space wrap>
            <RowButton kind='edit' record={r} name={r.titleZh} />
            <SeatsButton record={r} />
            <Link to={`/ticket-signups?ticketId=${r.id}`} aria-label={`${t('tickets.signUps')} ${r.titleZh}`}>
              {t('tickets.signUps')}
            </Link>
            <PublishButton resource='tickets' record={r} name={r.titleZh} />
          </Space>
        )}
      />
    </ListTable>
  )
}
