/**
 * A landing's definition as the engine reads it (JSON: id, version, lang, title, sku, blocks). The console checks
 * it is JSON; the server checks every block against its type's schema and answers the exact field it refuses.
 * Saving keeps a draft; the app shows it once published.
 */
import { useTranslate, type BaseRecord } from '@refinedev/core'
import { Create, Edit, useForm } from '@refinedev/antd'
import { Alert, Form, Input, Space, Typography } from 'antd'
import type { ReactNode } from 'react'
import { LandingActions, LandingState } from './actions'

const BLOCKS = 'hero, points, teacher, syllabus, testimonials, price, faq, form, buybar, notes, result'

function DefinitionField() {
  const t = useTranslate()
  return (
    <>
      <Typography.Paragraph type='secondary'>{t('landings.draftNote')}</Typography.Paragraph>
      <Alert type='info' showIcon message={t('landings.blocksNote', { blocks: BLOCKS })} style={{ marginBottom: 16 }} />
      <Form.Item
        name='definition'
        label={t('landings.fields.definition')}
        getValueProps={(v: unknown) => ({ value: typeof v === 'string' ? v : v ? JSON.stringify(v, null, 2) : '' })}
        rules={[
          { required: true, message: t('landings.jsonRequired') },
          {
            validator: async (_, v: unknown) => {
              if (typeof v !== 'string') return
              try {
                const parsed: unknown = JSON.parse(v)
                if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error()
              } catch {
                throw new Error(t('landings.jsonInvalid'))
              }
            }
          }
        ]}
      >
        <Input.TextArea rows={28} spellCheck={false} style={{ fontFamily: 'monospace', fontSize: 13 }} />
      </Form.Item>
    </>
  )
}

const parsed = (v: { definition?: unknown }) => ({
  definition: typeof v.definition === 'string' ? (JSON.parse(v.definition) as unknown) : v.definition
})

const EXAMPLE = {
  id: 'new_campaign',
  version: 1,
  lang: 'zh-Hant',
  title: '新活動',
  blocks: [{ type: 'hero', title: '新活動' }]
}

export function LandingCreate() {
  const { formProps, saveButtonProps } = useForm({ redirect: 'edit' })
  return (
    <Create goBack={false} saveButtonProps={saveButtonProps}>
      <Form
        {...formProps}
        layout='vertical'
        initialValues={{ definition: EXAMPLE }}
        onFinish={(v) => formProps.onFinish?.(parsed(v as { definition?: unknown }))}
      >
        <DefinitionField />
      </Form>
    </Create>
  )
}

const header =
  (record: BaseRecord | undefined) =>
  ({ defaultButtons }: { defaultButtons: ReactNode }) => (
    <Space wrap>
      {record && <LandingState record={record} />}
      {record && <LandingActions record={record} />}
      {defaultButtons}
    </Space>
  )

export function LandingEdit() {
  const { formProps, saveButtonProps, query } = useForm({ redirect: false })
  return (
    <Edit goBack={false} saveButtonProps={saveButtonProps} headerButtons={header(query?.data?.data)}>
      <Form
        {...formProps}
        layout='vertical'
        onFinish={(v) => formProps.onFinish?.(parsed(v as { definition?: unknown }))}
      >
        <DefinitionField />
      </Form>
    </Edit>
  )
}
