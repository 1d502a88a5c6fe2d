import { useEffect, useState } from 'react'
import { useTranslate } from '@refinedev/core'
import { useSelect } from '@refinedev/antd'
import { Form, InputNumber, Input, Select, Switch, type FormInstance } from 'antd'
import { MediaUpload, type MediaUploadState } from '../../components/MediaUpload'

/**
 * A track's fields. The file's path follows the member switch: a member track plays the upload's member-only
 * name (served only with a member signature), a free one the public name.
 */
export function TrackFields({ form }: { form: FormInstance }) {
  const t = useTranslate()
  const { selectProps } = useSelect({
    resource: 'albums',
    optionLabel: 'title',
    optionValue: 'id',
    pagination: { pageSize: 100 }
  })
  const [upload, setUpload] = useState<MediaUploadState | null>(null)
  const member = Form.useWatch('member', form)
  useEffect(() => {
    if (!upload || upload.status !== 'ready') return
    form.setFieldsValue({
      duration: upload.duration,
      mediaPath: member ? upload.memberMediaPath : upload.mediaPath
    })
  }, [upload, member, form])
  return (
    <>
      <Form.Item name='albumId' label={t('tracks.fields.albumId')} rules={[{ required: true }]}>
        <Select {...selectProps} />
      </Form.Item>
      <Form.Item name='title' label={t('tracks.fields.title')} rules={[{ required: true, max: 100 }]}>
        <Input />
      </Form.Item>
      <Form.Item name='titleEn' label={t('tracks.fields.titleEn')} rules={[{ required: true, max: 100 }]}>
        <Input />
      </Form.Item>
      <Form.Item name='mediaUploadId' label={t('tracks.fields.mediaUploadId')} rules={[{ required: true }]}>
        <MediaUpload kind='audio' onReady={setUpload} />
      </Form.Item>
      <Form.Item name='mediaPath' hidden>
        <Input />
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
