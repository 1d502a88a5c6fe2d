/**
 * The edit page of a draft → published resource whose body is a fixed list of fields (scene music, daily picks,
 * short videos): the status, publish and unpublish buttons in the header, the form (only `fields` are sent), and
 * the resource's app preview under it once the record is loaded.
 */
import type { ReactNode } from 'react'
import type { BaseRecord } from '@refinedev/core'
import { Edit, useForm } from '@refinedev/antd'
import { Form } from 'antd'
import { statusHeader } from './ListTable'

/** The form values named in `fields` that are set: what a create or a save sends. */
export const pickFields =
  (fields: readonly string[]) =>
  (v: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(fields.filter((k) => v[k] != null).map((k) => [k, v[k]]))

export function DraftEdit({
  resource,
  fields,
  children,
  preview
}: {
  resource: string
  fields: readonly string[]
  /** The form's fields, given the saved record (undefined while it loads). */
  children: (record: BaseRecord | undefined) => ReactNode
  preview: (record: BaseRecord) => ReactNode
}) {
  const { formProps, saveButtonProps, query } = useForm({ redirect: false })
  const record = query?.data?.data
  return (
    <>
      <Edit
        goBack={false}
        saveButtonProps={saveButtonProps}
        headerButtons={statusHeader(resource, record, { unpublish: true })}
      >
        <Form
          {...formProps}
          layout='vertical'
          style={{ maxWidth: 900 }}
          onFinish={(v: Record<string, unknown>) => formProps.onFinish?.(pickFields(fields)(v))}
        >
          {children(record)}
        </Form>
      </Edit>
      {record && preview(record)}
    </>
  )
}
