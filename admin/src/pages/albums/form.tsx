import { useTranslate } from '@refinedev/core'
import { useSelect } from '@refinedev/antd'
import { Col, Form, Input, InputNumber, Row, Select, Switch, type FormProps } from 'antd'

const pair = (zh: string, en: string, label: (k: string) => string, area = false) => (
  <Row gutter={16}>
    <Col xs={24} md={12}>
      <Form.Item name={zh} label={label(zh)} rules={zh === 'title' ? [{ required: true, max: 100 }] : [{ max: 2000 }]}>
        {area ? <Input.TextArea rows={3} /> : <Input />}
      </Form.Item>
    </Col>
    <Col xs={24} md={12}>
      <Form.Item
        name={en}
        label={label(en)}
        rules={en === 'titleEn' ? [{ required: true, max: 100 }] : [{ max: 2000 }]}
      >
        {area ? <Input.TextArea rows={3} /> : <Input />}
      </Form.Item>
    </Col>
  </Row>
)

export function AlbumFields() {
  const t = useTranslate()
  const label = (k: string) => t(`albums.fields.${k}`)
  const { selectProps } = useSelect({
    resource: 'floors',
    optionLabel: 'title',
    optionValue: 'id',
    pagination: { pageSize: 100 }
  })
  return (
    <>
      {pair('title', 'titleEn', label)}
      {pair('subtitle', 'subtitleEn', label)}
      {pair('intro', 'introEn', label, true)}
      {pair('teacher', 'teacherEn', label)}
      <Form.Item name='cover' label={label('cover')}>
        <Input />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name='floorId' label={label('floorId')}>
            <Select {...selectProps} allowClear />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name='sort' label={label('sort')}>
            <InputNumber min={0} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name='member' label={label('member')} valuePropName='checked'>
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </>
  )
}

export const formLayout: Partial<FormProps> = { layout: 'vertical', style: { maxWidth: 800 } }
