import { useState } from 'react'
import { useTranslate } from '@refinedev/core'
import { Create, useForm } from '@refinedev/antd'
import { Alert, Form, Input, InputNumber, Select, Typography } from 'antd'
import { formLayout } from '../albums/form'

export default function OperatorCreate() {
  const t = useTranslate()
  const [secret, setSecret] = useState<{ totpSecret?: string; otpauthUri?: string } | null>(null)
  const { formProps, saveButtonProps } = useForm({
    redirect: false,
    onMutationSuccess: (r) => setSecret(r.data as { totpSecret?: string; otpauthUri?: string })
  })
  const roles = ['owner', 'editor', 'support', 'moderator', 'group_admin']
  return (
    <Create goBack={false} saveButtonProps={saveButtonProps}>
      {secret && (
        <Alert
          type='warning'
          style={{ marginBottom: 16 }}
          message={t('operators.secretOnce')}
          description={
            <>
              <Typography.Text code copyable>
                {secret.totpSecret}
              </Typography.Text>
              <br />
              <Typography.Text copyable>{secret.otpauthUri}</Typography.Text>
            </>
          }
        />
      )}
      <Form {...formProps} {...formLayout}>
        <Form.Item name='email' label={t('operators.fields.email')} rules={[{ required: true, type: 'email' }]}>
          <Input />
        </Form.Item>
        <Form.Item name='name' label={t('operators.fields.name')} rules={[{ required: true }]}>
          <Input />
        </Form.Item>
        <Form.Item name='role' label={t('operators.fields.role')} rules={[{ required: true }]}>
          <Select options={roles.map((r) => ({ value: r, label: t(`roles.${r}`) }))} />
        </Form.Item>
        <Form.Item
          name='password'
          label={t('operators.fields.password')}
          rules={[{ required: true, min: 10, max: 200 }]}
        >
          <Input.Password autoComplete='new-password' />
        </Form.Item>
        <Form.Item name='enterpriseId' label={t('operators.fields.enterpriseId')}>
          <InputNumber min={1} />
        </Form.Item>
      </Form>
    </Create>
  )
}
