import { useTranslate } from '@refinedev/core'
import { Create, Edit, useForm } from '@refinedev/antd'
import { statusHeader } from '../../components/ListTable'
import { Col, Form, Input, InputNumber, Row, Typography } from 'antd'

/** Both languages side by side; saving keeps a draft, the list publishes it. */
function FaqFields() {
  const t = useTranslate()
  const label = (k: string) => t(`faqs.fields.${k}`)
  return (
    <>
      <Typography.Paragraph type='secondary'>{t('faqs.draftNote')}</Typography.Paragraph>
      <Row gutter={16}>
        {(['Zh', 'En'] as const).map((l) => (
          <Col xs={24} md={12} key={l}>
            <Form.Item name={`category${l}`} label={label(`category${l}`)} rules={[{ required: true, max: 100 }]}>
              <Input />
            </Form.Item>
            <Form.Item name={`question${l}`} label={label(`question${l}`)} rules={[{ required: true, max: 300 }]}>
              <Input />
            </Form.Item>
            <Form.Item name={`answer${l}`} label={label(`answer${l}`)} rules={[{ required: true, max: 5000 }]}>
              <Input.TextArea rows={6} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.Item name='sort' label={label('sort')}>
        <InputNumber precision={0} min={-1_000_000} max={1_000_000} />
      </Form.Item>
    </>
  )
}

export function FaqCreate() {
  const { formProps, saveButtonProps } = useForm({ redirect: 'list' })
  return (
    <Create goBack={false} saveButtonProps={saveButtonProps}>
      <Form {...formProps} layout='vertical' initialValues={{ sort: 0 }}>
        <FaqFields />
      </Form>
    </Create>
  )
}

export function FaqEdit() {
  const { formProps, saveButtonProps, query } = useForm({ redirect: 'list' })
  return (
    <Edit goBack={false} saveButtonProps={saveButtonProps} headerButtons={statusHeader('faqs', query?.data?.data)}>
      <Form {...formProps} layout='vertical'>
        <FaqFields />
      </Form>
    </Edit>
  )
}
