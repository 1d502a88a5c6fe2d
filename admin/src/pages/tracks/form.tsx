import { useTranslate } from '@refinedev/core'
import { useSelect } from '@refinedev/antd'
import { Form, InputNumber, Input, Select, Switch, type FormInstance } from 'antd'
import { AudioUpload } from '../../components/AudioUpload'

export function TrackFields({ form }: { form: FormInstance }) {
  const t = useTranslate()
  const { selectProps } = useSelect({ resource: 'albums', optionLabel: 'title', optionValue: 'id' })
  return (
    <>
      <Form.Item name='albumId' label={t('tracks.fields.albumId')} rules={[{ required: true }]}>
        <Select {...selectProps} />
      </Form.Item>
      <Form.Item name='title' label={t('tracks.fields.title')} rules={[{ required: true }]}>
        <Input />
      </Form.Item>
      <Form.Item name='titleEn' label={t('tracks.fields.titleEn')} rules={[{ required: true }]}>
        <Input />
      </Form.Item>
      <Form.Item name='mediaUploadId' label={t('tracks.fields.mediaUploadId')} rules={[{ required: true }]}>
        <AudioUpload onReady={(u) => form.setFieldValue('duration', u.duration)} />
      </Form.Item>
      <Form.Item name='duration' label={t('tracks.fields.duration')}>
        <InputNumber disabled />
      </Form.Item>
      <Form.Item name='member' label={t('tracks.fields.member')} valuePropName='checked'>
        <Switch />
      </Form.Item>
      <Form.Item name='sort' label={t('tracks.fields.sort')}>
        <InputNumber min={0} />
      </Form.Item>
    </>
  )
}
