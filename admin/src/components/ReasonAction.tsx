/**
 * A button that asks for a reason, then for a confirmation, before an action (refund, membership). A refusal of
 * the server (409 not_refundable, 400, ...) is shown in the dialog in the console's language and the dialog stays
 * open: it is an answer, not a crash, so it is never rethrown (a rethrow became an uncaught page error).
 */
import { useState, type ReactNode } from 'react'
import { useTranslate } from '@refinedev/core'
import { Alert, App, Button, Form, Input, Modal, type ButtonProps } from 'antd'
import { errorMessage } from '../providers/http'

interface Props {
  label: string
  title: string
  confirm: string
  reasonLabel: string
  danger?: boolean
  extra?: ReactNode
  onSubmit: (values: { reason: string } & Record<string, unknown>) => Promise<unknown>
  buttonProps?: ButtonProps
}

export function ReasonAction({ label, title, confirm, reasonLabel, danger, extra, onSubmit, buttonProps }: Props) {
  const t = useTranslate()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string>()
  const [form] = Form.useForm()
  // the App context's modal: the static Modal.confirm would miss the ConfigProvider (locale, button spacing)
  const { modal } = App.useApp()
  return (
    <>
      <Button
        danger={danger}
        onClick={() => {
          setRefusal(undefined)
          setOpen(true)
        }}
        {...buttonProps}
      >
        {label}
      </Button>
      <Modal
        open={open}
        title={title}
        okText={label}
        okButtonProps={{ danger, loading: busy }}
        cancelText={t('buttons.cancel')}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        onOk={async () => {
          let values: { reason: string } & Record<string, unknown>
          try {
            values = await form.validateFields()
          } catch {
            return // the form shows what is missing
          }
          modal.confirm({
            title: confirm,
            okText: label,
            okButtonProps: { danger },
            cancelText: t('buttons.cancel'),
            onOk: async () => {
              setBusy(true)
              setRefusal(undefined)
              try {
                await onSubmit(values)
                setOpen(false)
                form.resetFields()
              } catch (err) {
                setRefusal(errorMessage(err)) // the server's message, already in the console's language
              } finally {
                setBusy(false)
              }
            }
          })
        }}
      >
        {refusal && <Alert type='error' showIcon role='alert' message={refusal} style={{ marginBottom: 16 }} />}
        <Form form={form} layout='vertical'>
          {extra}
          <Form.Item name='reason' label={reasonLabel} rules={[{ required: true, whitespace: true, max: 500 }]}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}
