/**
 * Scene music (issue 31): the background music of the app's scene setting, drafts and published, with the
 * background image; publish, unpublish and delete a draft in the row.
 */
import { useTranslate, type BaseRecord } from '@refinedev/core'
import { DeleteButton, useTable } from '@refinedev/antd'
import { Image, Space, Table } from 'antd'
import {
  ListTable,
  PublishButton,
  RowButton,
  SearchField,
  StatusFilter,
  dateCell,
  statusCell,
  UnpublishButton
} from '../../components/ListTable'

/** The row's buttons of a draft → published resource: edit, publish or unpublish, delete while a draft. */
export function DraftRowActions({ resource, record, name }: { resource: string; record: BaseRecord; name: string }) {
  const t = useTranslate()
  return (
    <Space>
      <RowButton kind='edit' record={record} name={name} />
      <PublishButton resource={resource} record={record} name={name} />
      <UnpublishButton resource={resource} record={record} name={name} />
      {record.status === 'draft' && (
        <DeleteButton
          hideText
          size='small'
          resource={resource}
          recordItemId={record.id}
          aria-label={`${t('buttons.delete')} ${name}`}
          confirmTitle={t(`${resource}.confirmDelete`)}
          confirmOkText={t('buttons.delete')}
          confirmCancelText={t('buttons.cancel')}
        />
      )}
    </Space>
  )
}

export default function SceneList() {
  const t = useTranslate()
  const { tableProps, searchFormProps } = useTable({
    syncWithLocation: true,
    onSearch: (v: { q?: string; status?: string }) => [
      { field: 'q', operator: 'eq', value: v.q || undefined },
      { field: 'status', operator: 'eq', value: v.status || undefined }
    ]
  })
  return (
    <ListTable
      tableProps={tableProps}
      searchFormProps={searchFormProps}
      filters={
        <>
          <SearchField
            form={searchFormProps.form}
            label={t('buttons.search')}
            placeholder={t('scenes.fields.title')}
            width={260}
          />
          <StatusFilter form={searchFormProps.form} resource='scenes' />
        </>
      }
    >
      <Table.Column dataIndex='sort' title={t('scenes.fields.sort')} />
      <Table.Column
        dataIndex='cover'
        title={t('scenes.fields.cover')}
        render={(v: string, r: BaseRecord) =>
          v ? <Image src={v} width={64} height={40} style={{ objectFit: 'cover' }} alt={r.titleZh} /> : null
        }
      />
      <Table.Column dataIndex='titleZh' title={t('scenes.fields.titleZh')} />
      <Table.Column dataIndex='titleEn' title={t('scenes.fields.titleEn')} />
      <Table.Column dataIndex='status' title={t('scenes.fields.status')} render={statusCell('scenes')} />
      <Table.Column dataIndex='publishedAt' title={t('scenes.fields.publishedAt')} render={dateCell()} />
      <Table.Column
        title={t('table.actions')}
        render={(_, r: BaseRecord) => <DraftRowActions resource='scenes' record={r} name={r.titleZh} />}
      />
    </ListTable>
  )
}
