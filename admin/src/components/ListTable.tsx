/**
 * The console's list pages in one shape: Refine's `List`, an optional inline filter form above an antd `Table`
 * bound to `useTable` (server pagination, rows keyed by id), and the cells every list repeats (dates, tags, the
 * row's show/edit button with an accessible name). Pages keep only their columns and filters.
 */
import type { ReactNode } from 'react'
import { useTranslate, type BaseRecord } from '@refinedev/core'
import { DateField, EditButton, List, ShowButton } from '@refinedev/antd'
import {
  Alert,
  App,
  Button,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  type FormProps,
  type TableProps
} from 'antd'
import { useAction } from './actions'
import { TAG } from './theme'

interface ListTableProps<T> {
  tableProps: TableProps<T>
  /** `searchFormProps` of useTable when the page has filters (children of `filters`) */
  searchFormProps?: FormProps
  filters?: ReactNode
  /** above the filters (a page's own notice or buttons) */
  extra?: ReactNode
  pagination?: false
  children: ReactNode
}

export function ListTable<T extends BaseRecord>({
  tableProps,
  searchFormProps,
  filters,
  extra,
  pagination,
  children
}: ListTableProps<T>) {
  return (
    <List>
      {extra}
      {filters && (
        <Form {...searchFormProps} layout='inline' style={{ marginBottom: 16 }}>
          {filters}
        </Form>
      )}
      <Table<T> {...tableProps} rowKey='id' {...(pagination === false ? { pagination: false } : {})}>
        {children}
      </Table>
    </List>
  )
}

/** A search box of a filter form: submits the form on Enter or the search button. */
export function SearchField({
  form,
  name = 'q',
  label,
  placeholder,
  width,
  allowClear
}: {
  form: FormProps['form']
  name?: string
  label: string
  placeholder?: string
  width?: number
  allowClear?: boolean
}) {
  return (
    <Form.Item name={name}>
      <Input.Search
        aria-label={label}
        placeholder={placeholder ?? label}
        allowClear={allowClear}
        onSearch={() => form?.submit()}
        style={width ? { width } : undefined}
      />
    </Form.Item>
  )
}

/** A select of a filter form (status, kind): submits the form when it changes. */
export function FilterSelect({
  form,
  name,
  label,
  options,
  width = 140
}: {
  form: FormProps['form']
  name: string
  label: string
  options: { value: string; label: string }[]
  width?: number
}) {
  return (
    <Form.Item name={name}>
      <Select
        aria-label={label}
        placeholder={label}
        allowClear
        style={{ width }}
        onChange={() => form?.submit()}
        options={options}
      />
    </Form.Item>
  )
}

/** A column renderer for a timestamp (nothing when empty). */
export const dateCell =
  (format = 'YYYY-MM-DD HH:mm') =>
  (v: unknown) =>
    typeof v === 'string' && v ? <DateField value={v} format={format} /> : null

/** A column renderer for a flag shown as a tag with `label` when true. */
export const flagCell = (label: string, color?: string) => (v: boolean) => (v ? <Tag color={color}>{label}</Tag> : null)

/** The row's show or edit button, named for assistive technology by the row (`name`). */
export function RowButton({ kind, record, name }: { kind: 'show' | 'edit'; record: BaseRecord; name?: string }) {
  const t = useTranslate()
  const label = `${t(`buttons.${kind}`)}${name != null ? ` ${name}` : ''}`
  return kind === 'show' ? (
    <ShowButton hideText size='small' recordItemId={record.id} aria-label={label} />
  ) : (
    <EditButton hideText size='small' recordItemId={record.id} aria-label={label} />
  )
}

/**
 * Draft → published content (FAQ, albums, home banners and floors): the status column, its filter and the row's
 * Publish button (asks first), from the resource's `<resource>.status.*`, `publish`, `confirmPublish`, `published`.
 */
export const statusCell = (resource: string) =>
  function StatusCell(v: string) {
    return <StatusTag resource={resource} value={v} />
  }

/** A draft/published tag: the lists' status column and the edit pages' header. */
export function StatusTag({ resource, value }: { resource: string; value: string }) {
  const t = useTranslate()
  return <Tag color={value === 'published' ? TAG.green : undefined}>{t(`${resource}.status.${value}`, value)}</Tag>
}

export function StatusFilter({ form, resource }: { form: FormProps['form']; resource: string }) {
  const t = useTranslate()
  return (
    <FilterSelect
      form={form}
      name='status'
      label={t(`${resource}.fields.status`)}
      options={['draft', 'published'].map((s) => ({ value: s, label: t(`${resource}.status.${s}`) }))}
    />
  )
}

/**
 * The header buttons of a draft → published resource's edit page: where the record stands and publishing it (and,
 * with `unpublish`, taking it back to a draft), there as well as in its list (Refine's `headerButtons`), before the
 * page's own buttons. A record with pending changes (`pendingChanges`, courses and study plans) gets Publish changes
 * and Discard changes.
 */
export const statusHeader =
  (resource: string, record: BaseRecord | undefined, opts: { unpublish?: boolean } = {}) =>
  ({ defaultButtons }: { defaultButtons: ReactNode }) => (
    <Space wrap>
      {record && <StatusTag resource={resource} value={String(record.status)} />}
      {record && <PublishButton resource={resource} record={record} />}
      {record && <ChangesButtons resource={resource} record={record} />}
      {record && opts.unpublish && <UnpublishButton resource={resource} record={record} />}
      {defaultButtons}
    </Space>
  )

const hasChanges = (record: BaseRecord) => Array.isArray(record.pendingChanges) && record.pendingChanges.length > 0

/** Publish changes and Discard changes of a published record whose edits the app does not show yet. */
export function ChangesButtons({ resource, record }: { resource: string; record: BaseRecord }) {
  const t = useTranslate()
  const { message } = App.useApp()
  const { run, busy } = useAction(resource)
  if (record.status !== 'published' || !hasChanges(record)) return null
  const step = (action: 'publish' | 'discard', done: string) => async () => {
    await run(record.id!, action)
    message.success(t(done))
  }
  return (
    <>
      <Tag color={TAG.orange}>{t('changes.pending')}</Tag>
      <Popconfirm
        title={t('changes.confirmPublish')}
        okText={t('changes.publish')}
        cancelText={t('buttons.cancel')}
        onConfirm={step('publish', 'changes.published')}
      >
        <Button size='small' type='primary' loading={busy}>
          {t('changes.publish')}
        </Button>
      </Popconfirm>
      <Popconfirm
        title={t('changes.confirmDiscard')}
        okText={t('changes.discard')}
        cancelText={t('buttons.cancel')}
        onConfirm={step('discard', 'changes.discarded')}
      >
        <Button size='small' loading={busy}>
          {t('changes.discard')}
        </Button>
      </Popconfirm>
    </>
  )
}

/** Above an edit form: the app does not show the record's pending changes yet (nothing when there are none). */
export function PendingChangesNote({ record }: { record: BaseRecord | undefined }) {
  const t = useTranslate()
  if (!record || record.status !== 'published' || !hasChanges(record)) return null
  return <Alert type='warning' showIcon message={t('changes.note')} style={{ marginBottom: 16 }} />
}

/** The row's Publish button (drafts only), named by the row for assistive technology. */
export function PublishButton({ resource, record, name }: { resource: string; record: BaseRecord; name?: string }) {
  const t = useTranslate()
  const { message } = App.useApp()
  const { run, busy } = useAction(resource)
  if (record.status === 'published') return null
  return (
    <Popconfirm
      title={t(`${resource}.confirmPublish`)}
      okText={t(`${resource}.publish`)}
      cancelText={t('buttons.cancel')}
      onConfirm={async () => {
        await run(record.id!, 'publish')
        message.success(t(`${resource}.published`))
      }}
    >
      <Button
        size='small'
        type='primary'
        loading={busy}
        aria-label={name != null ? `${t(`${resource}.publish`)} ${name}` : undefined}
      >
        {t(`${resource}.publish`)}
      </Button>
    </Popconfirm>
  )
}

/** The row's Unpublish button (published only): the item leaves the app and becomes a draft. */
export function UnpublishButton({ resource, record, name }: { resource: string; record: BaseRecord; name?: string }) {
  const t = useTranslate()
  const { message } = App.useApp()
  const { run, busy } = useAction(resource)
  if (record.status !== 'published') return null
  return (
    <Popconfirm
      title={t(`${resource}.confirmUnpublish`)}
      okText={t(`${resource}.unpublish`)}
      cancelText={t('buttons.cancel')}
      onConfirm={async () => {
        await run(record.id!, 'unpublish')
        message.success(t(`${resource}.unpublished`))
      }}
    >
      <Button
        size='small'
        danger
        loading={busy}
        aria-label={name != null ? `${t(`${resource}.unpublish`)} ${name}` : undefined}
      >
        {t(`${resource}.unpublish`)}
      </Button>
    </Popconfirm>
  )
}
