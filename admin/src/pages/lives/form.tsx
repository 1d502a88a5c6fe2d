/**
 * Live courses (issue 31): create (with its times) and edit (everything but the times: those change through
 * Reschedule on the list, which the server refuses once the live has started). Saving keeps a draft.
 */
import { useTranslate } from '@refinedev/core'
import { Edit, useForm } from '@refinedev/antd'
import { DraftCreate } from '../../components/DraftEdit'
import { Col, Form, Input, InputNumber, Row, Select, Typography } from 'antd'
import dayjs from 'dayjs'
import { LiveProviderCard } from './provider'

/** A datetime-local value (the browser's zone) as an ISO instant, and back. */
export const toInstant = (v: string) => dayjs(v).toISOString()
export const toLocalInput = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DDTHH:mm') : '')

export function TimeFields() {
  const t = useTranslate()
  return (
    <Row gutter={16}>
      {(['startAt', 'endAt'] as const).map((k) => (
        <Col xs={24} md={12} key={k}>
          <Form.Item name={k} label={t(`lives.fields.${k}`)} rules={[{ required: true }]}>
            <Input type='datetime-local' />
          </Form.Item>
        </Col>
      ))}
    </Row>
  )
}

function LiveFields() {
  const t = useTranslate()
  const label = (k: string) => t(`lives.fields.${k}`)
  return (
    <>
      <Typography.Paragraph type='secondary'>{t('lives.draftNote')}</Typography.Paragraph>
      <Row gutter={16}>
        {(['Zh', 'En'] as const).map((l) => (
          <Col xs={24} md={12} key={l}>
            <Form.Item name={`title${l}`} label={label(`title${l}`)} rules={[{ required: true, max: 100 }]}>
              <Input />
            </Form.Item>
            <Form.Item name={`teacher${l}`} label={label(`teacher${l}`)} rules={[{ max: 100 }]}>
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
          {/* the API keeps cents; the form shows NT$ */}
          <Form.Item
            name='priceCents'
            label={label('price')}
            extra={t('lives.freeNote')}
            getValueProps={(v?: number) => ({ value: v == null ? v : v / 100 })}
            normalize={(v?: number | null) => (v == null ? 0 : Math.round(v * 100))}
          >
            <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          {/* no `required` rule on a select (antd puts aria-required on its wrapper: axe aria-allowed-attr) */}
          <Form.Item name='cardLevel' label={label('cardLevel')}>
            <Select options={[0, 1, 2].map((v) => ({ value: v, label: t(`lives.levels.${v}`) }))} />
          </Form.Item>
        </Col>
      </Row>
    </>
  )
}

/** The times as instants (the form's are the operator's local times). */
const withTimes = (v: Record<string, unknown>) => ({
  ...v,
  startAt: toInstant(v.startAt as string),
  endAt: toInstant(v.endAt as string)
})

export function LiveCreate() {
  return (
    <DraftCreate redirect='list' body={withTimes} initialValues={{ priceCents: 0, cardLevel: 0 }}>
      <LiveFields />
      <TimeFields />
    </DraftCreate>
  )
}

export function LiveEdit() {
  const t = useTranslate()
  const { formProps, saveButtonProps, id } = useForm({ redirect: 'list' })
  return (
    <>
      <Edit goBack={false} saveButtonProps={saveButtonProps}>
        <Form {...formProps} layout='vertical' style={{ maxWidth: 900 }}>
          <LiveFields />
          <Typography.Paragraph type='secondary'>{t('lives.timesNote')}</Typography.Paragraph>
        </Form>
      </Edit>
      {id != null && <LiveProviderCard id={id} />}
    </>
  )
}
