/** Online camps (issue 31): drafts and published, newest start first, with their number of days; publish here. */
import { useTranslate, type BaseRecord } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { Space, Table, Tag } from 'antd'
import {
  ListTable,
  PublishButton,
  RowButton,
  SearchField,
  StatusFilter,
  dateCell,
  statusCell
} from '../../components/ListTable'

export default function CampList() {
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
            placeholder={t('camps.fields.search')}
            width={280}
          />
          <StatusFilter form={searchFormProps.form} resource='camps' />
        </>
      }
    >
      <Table.Column dataIndex='id' title='ID' />
      <Table.Column dataIndex='titleZh' title={t('camps.fields.titleZh')} />
      <Table.Column dataIndex='teacherZh' title={t('camps.fields.teacherZh')} />
      <Table.Column dataIndex='startAt' title={t('camps.fields.startAt')} render={dateCell()} />
      <Table.Column dataIndex='dayCount' title={t('camps.fields.dayCount')} />
      <Table.Column
        title={t('camps.fields.access')}
        render={(_, r: BaseRecord) => (
          <Space size={4} wrap>
            {r.priceCents > 0 ? <span>NT$ {r.priceCents / 100}</span> : <Tag>{t('lives.free')}</Tag>}
            {r.cardLevel > 0 && <Tag color='blue'>{t(`lives.levels.${r.cardLevel}`)}</Tag>}
          </Space>
        )}
      />
      <Table.Column dataIndex='status' title={t('camps.fields.status')} render={statusCell('camps')} />
      <Table.Column
        title={t('table.actions')}
        render={(_, r: BaseRecord) => (
          <Space>
            <RowButton kind='edit' record={r} name={r.titleZh} />
            <PublishButton resource='camps' record={r} name={r.titleZh} />
          </Space>
        )}
      />
    </ListTable>
  )
}
