/**
 * The create and edit pages of a draft → published resource (scene music, daily picks, short videos, courses, study
 * plans, collections): `DraftCreate` saves a new draft and opens its edit page; `DraftEdit` has the status, publish
 * (and unpublish) buttons in the header, a published record's pending changes (`PendingChangesNote`), the form, and
 * the resource's app preview under it once the record is loaded. Both send `body(values)`: by default only the
 * values named in `fields`.
 */
import type { ReactNode } from 'react'
import type { BaseRecord } from '@refinedev/core'
import { Create, Edit, useForm } from '@refinedev/antd'
import { Form } from 'antd'
import { PendingChangesNote, statusHeader } from './ListTable'

/** The form values named in `fields` that are set: what a create or a save sends. */
export const pickFields =
  (fields: readonly string[]) =>
  (v: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(fields.filter((k) => v[k] != null).map((k) => [k, v[k]]))

type Body = (v: Record<string, unknown>) => Record<string, unknown>
/** What a page sends: `body`, else the values named in `fields`, else the form's values as they are. */
type Sent = { fields: readonly string[]; body?: undefined } | { fields?: undefined; body?: Body }
const bodyOf = ({ fields, body }: Sent): Body => body ?? (fields ? pickFields(fields) : (v) => v)

/** A new draft: saved, then its edit page opens (or the list, with `redirect='list'`). */
export function DraftCreate({
  initialValues,
  redirect = 'edit',
  children,
  ...sent
}: Sent & {
  initialValues?: Record<string, unknown>
  redirect?: 'edit' | 'list'
  children: ReactNode
}) {
  const { formProps, saveButtonProps } = useForm({ redirect })
  return (
    <Create goBack={false} saveButtonProps={saveButtonProps}>
      <Form
        {...formProps}
        layout='vertical'
        style={{ maxWidth: 900 }}
        initialValues={initialValues}
        onFinish={(v: Record<string, unknown>) => formProps.onFinish?.(bodyOf(sent)(v))}
      >
        {children}
      </Form>
    </Create>
  )
}

export function DraftEdit({
  resource,
  children,
  preview,
  unpublish = true,
  ...sent
}: Sent & {
  resource: string
  /** The form's fields, given the saved record (undefined while it loads). */
  children: (record: BaseRecord | undefined) => ReactNode
  preview: (record: BaseRecord) => ReactNode
  /** whether a published record can be taken back to a draft (study plans cannot: users follow them) */
  unpublish?: boolean
}) {
  const { formProps, saveButtonProps, query } = useForm({ redirect: false })
  const record = query?.data?.data
  return (
    <>
      <Edit
        goBack={false}
        saveButtonProps={saveButtonProps}
        headerButtons={statusHeader(resource, record, { unpublish })}
      >
        <PendingChangesNote record={record} />
        <Form
          {...formProps}
          layout='vertical'
          style={{ maxWidth: 900 }}
          onFinish={(v: Record<string, unknown>) => formProps.onFinish?.(bodyOf(sent)(v))}
        >
          {children(record)}
        </Form>
      </Edit>
      {record && preview(record)}
    </>
  )
}
