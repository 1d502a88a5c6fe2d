/**
 * An annual card product: what the app sells it as (titles, description, price, normal price, days). A new one
 * (create) also takes its level and is a draft until published from the list.
 */
import { useTranslate } from '@refinedev/core'
import { Create, Edit, useForm } from '@refinedev/antd'
import { Col, Form, Input, InputNumber, Row, Select, Typography } from 'antd'

export default function AnnualCardEdit() {
  const t = useTranslate()
  const { formProps, saveButtonProps } = useForm({ redirect: 'list' })
  return (
    <Edit goBack={false} saveButtonProps={saveButtonProps}>
      <Form {...formProps} layout='vertical'>
        <Typography.Paragraph type='secondary'>{t('annual-cards.note')}</Typography.Paragraph>
        <CardFields />
      </Form>
    </Edit>
  )
}

export function AnnualCardCreate() {
  const t = useTranslate()
  const { formProps, saveButtonProps } = useForm({ redirect: 'list' })
  return (
    <Create goBack={false} saveButtonProps={saveButtonProps}>
      <Form {...formProps} layout='vertical' initialValues={{ kind: 'course_annual', days: 365 }}>
        <Typography.Paragraph type='secondary'>{t('annual-cards.createNote')}</Typography.Paragraph>
        {/* no `required` rule on a select (antd puts aria-required on its wrapper: axe); it starts with a value */}
        <Form.Item name='kind' label={t('annual-cards.fields.level')}>
          <Select
            options={[
              { value: 'course_annual', label: t('annual-cards.level.1') },
              { value: 'course_annual_advanced', label: t('annual-cards.level.2') }
            ]}
          />
        </Form.Item>
        <CardFields />
      </Form>
    </Create>
  )
}

function CardFields() {
  const t = useTranslate()
  const label = (k: string) => t(`annual-cards.fields.${k}`)
  return (
    <>
      <Row gutter={16}>
        {(['Zh', 'En'] as const).map((l) => (
          <Col xs={24} md={12} key={l}>
            <Form.Item name={`title${l}`} label={label(`title${l}`)} rules={[{ required: true, max: 100 }]}>
              <Input />
            </Form.Item>
            <Form.Item name={`desc${l}`} label={label(`desc${l}`)} rules={[{ max: 500 }]}>
              <Input.TextArea rows={3} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name='priceCents' label={label('priceCentsInput')} rules={[{ required: true }]}>
            <InputNumber precision={0} min={1} max={100_000_000} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name='originalPriceCents' label={label('originalPriceCentsInput')} rules={[{ required: true }]}>
            <InputNumber precision={0} min={1} max={100_000_000} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name='days' label={label('days')} rules={[{ required: true }]}>
            <InputNumber precision={0} min={1} max={3660} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </>
  )
}
