import { useTranslate } from '@refinedev/core'
import { Edit, useForm } from '@refinedev/antd'
import { DraftCreate } from '../../components/DraftEdit'
import { statusHeader } from '../../components/ListTable'
import { Col, Form, Input, InputNumber, Row, Typography } from 'antd'

/** The sentence in both languages (English optional: the app shows the Chinese one) and its place in the rotation. */
function QuoteFields() {
  const t = useTranslate()
  const label = (k: string) => t(`quotes.fields.${k}`)
  return (
    <>
      <Typography.Paragraph type='secondary'>{t('quotes.draftNote')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name='textZh' label={label('textZh')} rules={[{ required: true, whitespace: true, max: 200 }]}>
            <Input.TextArea rows={3} showCount maxLength={200} />
          </Form.Item>
          <Form.Item name='authorZh' label={label('authorZh')} rules={[{ max: 60 }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name='textEn' label={label('textEn')} rules={[{ max: 300 }]}>
            <Input.TextArea rows={3} showCount maxLength={300} />
          </Form.Item>
          <Form.Item name='authorEn' label={label('authorEn')} rules={[{ max: 60 }]}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name='sort' label={label('sort')} extra={t('quotes.sortNote')}>
        <InputNumber precision={0} min={-1_000_000} max={1_000_000} />
      </Form.Item>
    </>
  )
}

export function QuoteCreate() {
  return (
    <DraftCreate redirect='list' initialValues={{ sort: 0 }}>
      <QuoteFields />
    </DraftCreate>
  )
}

export function QuoteEdit() {
  const { formProps, saveButtonProps, query } = useForm({ redirect: 'list' })
  return (
    <Edit
      goBack={false}
      saveButtonProps={saveButtonProps}
      headerButtons={statusHeader('quotes', query?.data?.data, { unpublish: true })}
    >
      <Form {...formProps} layout='vertical'>
        <QuoteFields />
      </Form>
    </Edit>
  )
}
