import { useTranslate } from '@refinedev/core'
import { Form, Input, Switch, type FormProps } from 'antd'

export function AlbumFields() {
  const t = useTranslate()
  return (
    <>
      <Form.Item name='title' label={t('albums.fields.title')} rules={[{ required: true }]}>
        <Input />
      </Form.Item>
      <Form.Item name='titleEn' label={t('albums.fields.titleEn')} rules={[{ required: true }]}>
        <Input />
      </Form.Item>
      <Form.Item name='intro' label={t('albums.fields.intro')}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name='introEn' label={t('albums.fields.introEn')}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name='cover' label={t('albums.fields.cover')}>
        <Input />
      </Form.Item>
      <Form.Item name='member' label={t('albums.fields.member')} valuePropName='checked'>
        <Switch />
      </Form.Item>
    </>
  )
}

export const formLayout: Partial<FormProps> = { layout: 'vertical', style: { maxWidth: 640 } }
