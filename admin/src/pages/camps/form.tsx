/**
 * Online camps (issue 31): the camp's fields (both languages, teacher, cover, price, who may join, the start: day 1
 * opens at the midnight of its date, day n n − 1 days later). Saving keeps a draft; the edit page adds the days
 * and a preview of the camp as the app shows it.
 */
import { useTranslate } from '@refinedev/core'
import { Edit, useForm } from '@refinedev/antd'
import { DraftCreate } from '../../components/DraftEdit'
import { Col, Form, Input, InputNumber, Row, Select, Typography } from 'antd'
import { toInstant, toLocalInput } from '../lives/form'
import { CampDays } from './days'

function CampFields() {
  const t = useTranslate()
  const label = (k: string) => t(`camps.fields.${k}`)
  return (
    <>
      <Typography.Paragraph type='secondary'>{t('camps.draftNote')}</Typography.Paragraph>
      <Row gutter={16}>
        {(['Zh', 'En'] as const).map((l) => (
          <Col xs={24} md={12} key={l}>
            <Form.Item name={`title${l}`} label={label(`title${l}`)} rules={[{ required: true, max: 100 }]}>
              <Input />
            </Form.Item>
            <Form.Item name={`subtitle${l}`} label={label(`subtitle${l}`)} rules={[{ max: 100 }]}>
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
        <Col xs={24} md={8}>
          <Form.Item
            name='startAt'
            label={label('startAt')}
            extra={t('camps.startNote')}
            rules={[{ required: true }]}
            getValueProps={(v?: string) => ({ value: v && v.includes('Z') ? toLocalInput(v) : v })}
          >
            <Input type='datetime-local' />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          {/* the API keeps cents; the form shows NT$ */}
          <Form.Item
            name='priceCents'
            label={label('price')}
            getValueProps={(v?: number) => ({ value: v == null ? v : v / 100 })}
            normalize={(v?: number | null) => (v == null ? 0 : Math.round(v * 100))}
          >
            <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name='cardLevel' label={label('cardLevel')}>
            <Select options={[0, 1, 2].map((v) => ({ value: v, label: t(`lives.levels.${v}`) }))} />
          </Form.Item>
        </Col>
      </Row>
    </>
  )
}

const withInstant = (v: Record<string, unknown>) =>
  typeof v.startAt === 'string' && !v.startAt.includes('Z') ? { ...v, startAt: toInstant(v.startAt) } : v

export function CampCreate() {
  return (
    <DraftCreate body={withInstant} initialValues={{ priceCents: 0, cardLevel: 0 }}>
      <CampFields />
    </DraftCreate>
  )
}

export function CampEdit() {
  const { formProps, saveButtonProps, query, id } = useForm({ redirect: false })
  return (
    <>
      <Edit goBack={false} saveButtonProps={saveButtonProps}>
        <Form
          {...formProps}
          layout='vertical'
          style={{ maxWidth: 900 }}
          onFinish={(v: Record<string, unknown>) => formProps.onFinish?.(withInstant(v))}
        >
          <CampFields />
        </Form>
      </Edit>
      {id != null && query?.data?.data && <CampDays id={id} camp={query.data.data} />}
    </>
  )
}
