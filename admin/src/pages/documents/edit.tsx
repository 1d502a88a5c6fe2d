/**
 * Editing a site document in both languages. The body is plain text: a blank line between paragraphs, "## " at
 * the start of a line for a heading (how the app's policy page reads it).
 */
import { useTranslate } from '@refinedev/core'
import { Edit, useForm } from '@refinedev/antd'
import { Col, Form, Input, Row, Typography } from 'antd'

export default function DocumentEdit() {
  const t = useTranslate()
  const { formProps, saveButtonProps } = useForm({ action: 'edit' })
  const label = (k: string) => t(`documents.fields.${k}`)
  return (
    <Edit goBack={false} saveButtonProps={saveButtonProps}>
      <Typography.Paragraph type='secondary'>{t('documents.format')}</Typography.Paragraph>
      <Form {...formProps} layout='vertical'>
        <Row gutter={16}>
          {(['Zh', 'En'] as const).map((l) => (
            <Col xs={24} md={12} key={l}>
              <Form.Item name={`title${l}`} label={label(`title${l}`)} rules={[{ required: true, max: 100 }]}>
                <Input />
              </Form.Item>
              <Form.Item name={`body${l}`} label={label(`body${l}`)} rules={[{ required: true, max: 50_000 }]}>
                <Input.TextArea rows={24} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Edit>
  )
}
