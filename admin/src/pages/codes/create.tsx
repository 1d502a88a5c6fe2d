/** Issue a batch of exchange codes: what it grants, how many, until when, a label. */
import { useCustom, useTranslate } from '@refinedev/core'
import { Create, useForm } from '@refinedev/antd'
import { DatePicker, Form, Input, InputNumber, Select } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { formLayout } from '../albums/form'
import { API_URL } from '../../providers/http'

interface Target {
  kind: 'product' | 'course'
  target: string
  title: string
}

export default function CodeBatchCreate() {
  const t = useTranslate()
  const { formProps, saveButtonProps } = useForm({ resource: 'code-batches', redirect: 'show' })
  const kind = Form.useWatch('kind', formProps.form) as Target['kind'] | undefined
  const { query } = useCustom({ url: `${API_URL}/code-batches/targets`, method: 'get' })
  const targets = ((query.data?.data ?? []) as unknown as Target[]).filter((x) => x.kind === kind)
  return (
    <Create goBack={false} saveButtonProps={saveButtonProps}>
      <Form
        {...formProps}
        {...formLayout}
        initialValues={{ kind: 'product', count: 100 }}
        onFinish={(v: Record<string, unknown>) =>
          formProps.onFinish?.({
            ...v,
            // the last moment of the chosen day in Taipei (the product's calendar, like the overview's "today")
            expiresAt: `${(v.expiresAt as Dayjs).format('YYYY-MM-DD')}T23:59:59+08:00`
          })
        }
      >
        <Form.Item
          name='label'
          label={t('code-batches.fields.label')}
          rules={[{ required: true, whitespace: true, max: 100 }]}
        >
          <Input />
        </Form.Item>
        {/* Selects get no `required` rule: antd would put aria-required on the select's wrapper div (axe
            aria-allowed-attr, critical); the kind always has a value, the target is checked by a validator */}
        <Form.Item name='kind' label={t('code-batches.fields.kind')}>
          <Select
            options={['product', 'course'].map((k) => ({ value: k, label: t(`code-batches.kinds.${k}`) }))}
            onChange={() => formProps.form?.setFieldValue('target', undefined)}
          />
        </Form.Item>
        <Form.Item
          name='target'
          label={t('code-batches.fields.target')}
          rules={[
            {
              validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error(t('code-batches.pickTarget'))))
            }
          ]}
        >
          <Select
            showSearch
            optionFilterProp='label'
            options={targets.map((x) => ({ value: x.target, label: `${x.title}（${x.target}）` }))}
          />
        </Form.Item>
        <Form.Item
          name='count'
          label={t('code-batches.fields.count')}
          extra={t('code-batches.countHint')}
          rules={[{ required: true, type: 'integer', min: 1, max: 5000 }]}
        >
          <InputNumber min={1} max={5000} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name='expiresAt'
          label={t('code-batches.fields.expiresAt')}
          extra={t('code-batches.expiresHint')}
          rules={[{ required: true }]}
        >
          <DatePicker disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
        </Form.Item>
      </Form>
    </Create>
  )
}
