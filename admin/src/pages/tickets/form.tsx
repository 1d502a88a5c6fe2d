/**
 * Activity tickets (issue 31): the activity and its session (both languages, venue and address, start and end,
 * price, whether signing up needs a bound mobile) and, when creating, its seats (after that, Seats on the list
 * changes them at once). Saving keeps a draft.
 */
import { useTranslate } from '@refinedev/core'
import { Edit, useForm } from '@refinedev/antd'
import { DraftCreate } from '../../components/DraftEdit'
import { statusHeader } from '../../components/ListTable'
import { Checkbox, Col, Form, Input, InputNumber, Row, Typography } from 'antd'
import { toInstant, toLocalInput } from '../lives/form'

function TicketFields({ create }: { create?: boolean }) {
  const t = useTranslate()
  const label = (k: string) => t(`tickets.fields.${k}`)
  const local = { getValueProps: (v?: string) => ({ value: v && v.includes('Z') ? toLocalInput(v) : v }) }
  return (
    <>
      <Typography.Paragraph type='secondary'>{t('tickets.draftNote')}</Typography.Paragraph>
      <Row gutter={16}>
        {(['Zh', 'En'] as const).map((l) => (
          <Col xs={24} md={12} key={l}>
            <Form.Item name={`title${l}`} label={label(`title${l}`)} rules={[{ required: true, max: 100 }]}>
              <Input />
            </Form.Item>
            <Form.Item name={`subtitle${l}`} label={label(`subtitle${l}`)} rules={[{ max: 100 }]}>
              <Input />
            </Form.Item>
            <Form.Item name={`venue${l}`} label={label(`venue${l}`)} rules={[{ max: 200 }]}>
              <Input />
            </Form.Item>
            <Form.Item name={`address${l}`} label={label(`address${l}`)} rules={[{ max: 300 }]}>
              <Input />
            </Form.Item>
            <Form.Item name={`intro${l}`} label={label(`intro${l}`)} rules={[{ max: 5000 }]}>
              <Input.TextArea rows={3} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.Item name='cover' label={label('cover')} rules={[{ max: 500 }]}>
        <Input placeholder='/static/course/…' />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name='startAt' label={label('startAt')} rules={[{ required: true }]} {...local}>
            <Input type='datetime-local' />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name='endAt' label={label('endAt')} rules={[{ required: true }]} {...local}>
            <Input type='datetime-local' />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name='priceCents'
            label={label('price')}
            getValueProps={(v?: number) => ({ value: v == null ? v : v / 100 })}
            normalize={(v?: number | null) => (v == null ? 0 : Math.round(v * 100))}
          >
            <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        {create && (
          <Col xs={24} md={8}>
            <Form.Item name='seats' label={label('seats')} extra={t('tickets.seatsNote')} rules={[{ required: true }]}>
              <InputNumber min={0} max={100_000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={8}>
          <Form.Item name='needsMobile' valuePropName='checked' label={label('needsMobileLabel')}>
            <Checkbox>{label('needsMobile')}</Checkbox>
          </Form.Item>
        </Col>
      </Row>
    </>
  )
}

const withInstants = (v: Record<string, unknown>) => {
  const out = { ...v }
  for (const k of ['startAt', 'endAt'])
    if (typeof out[k] === 'string' && !(out[k] as string).includes('Z')) out[k] = toInstant(out[k] as string)
  return out
}

export function TicketCreate() {
  return (
    <DraftCreate redirect='list' body={withInstants} initialValues={{ priceCents: 0, seats: 20, needsMobile: false }}>
      <TicketFields create />
    </DraftCreate>
  )
}

export function TicketEdit() {
  const t = useTranslate()
  const { formProps, saveButtonProps, query } = useForm({ redirect: 'list' })
  return (
    <Edit goBack={false} saveButtonProps={saveButtonProps} headerButtons={statusHeader('tickets', query?.data?.data)}>
      <Form
        {...formProps}
        layout='vertical'
        style={{ maxWidth: 900 }}
        onFinish={(v: Record<string, unknown>) => formProps.onFinish?.(withInstants(v))}
      >
        <TicketFields />
        <Typography.Paragraph type='secondary'>{t('tickets.seatsEditNote')}</Typography.Paragraph>
      </Form>
    </Edit>
  )
}
