/** Short videos (issue 31): drafts and published, newest first, with their poster and length; publish here. */
import { useTranslate, type BaseRecord } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { Image, Space, Table } from 'antd'
import {
  ListTable,
  PublishButton,
  RowButton,
  SearchField,
  StatusFilter,
  statusCell,
  UnpublishButton
} from '../../components/ListTable'

export default function ShortVideoList() {
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
            placeholder={t('short-videos.fields.search')}
            width={280}
          />
          <StatusFilter form={searchFormProps.form} resource='short-videos' />
        </>
      }
    >
      <Table.Column dataIndex='id' title='ID' />
      <Table.Column
        dataIndex='posterPath'
        title={t('short-videos.fields.poster')}
        render={(v: string, r: BaseRecord) =>
          v ? <Image src={v} width={64} alt={t('videoUpload.poster', { name: r.titleZh })} /> : null
        }
      />
      <Table.Column dataIndex='titleZh' title={t('short-videos.fields.titleZh')} />
      <Table.Column dataIndex='teacherZh' title={t('short-videos.fields.teacherZh')} />
      <Table.Column dataIndex='duration' title={t('short-videos.fields.duration')} />
      <Table.Column dataIndex='status' title={t('short-videos.fields.status')} render={statusCell('short-videos')} />
      <Table.Column
        title={t('table.actions')}
        render={(_, r: BaseRecord) => (
          <Space>
            <RowButton kind='edit' record={r} name={r.titleZh} />
            <PublishButton resource='short-videos' record={r} name={r.titleZh} />
            <UnpublishButton resource='short-videos' record={r} name={r.titleZh} />
          </Space>
        )}
      />
    </ListTable>
  )
}
