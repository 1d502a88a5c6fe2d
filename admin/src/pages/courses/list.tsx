/** VOD courses (issue 31): drafts and published, newest first, with their lessons, price and status; publish here. */
import { useTranslate, type BaseRecord } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { Space, Table, Tag } from 'antd'
import {
  FilterSelect,
  ListTable,
  PublishButton,
  RowButton,
  SearchField,
  StatusFilter,
  statusCell,
  UnpublishButton
} from '../../components/ListTable'
import { TAG } from '../../components/theme'
import { SUBTYPES } from './lessons'

export default function CourseList() {
  const t = useTranslate()
  const { tableProps, searchFormProps } = useTable({
    syncWithLocation: true,
    onSearch: (v: { q?: string; status?: string; subType?: string }) => [
      { field: 'q', operator: 'eq', value: v.q || undefined },
      { field: 'status', operator: 'eq', value: v.status || undefined },
      { field: 'subType', operator: 'eq', value: v.subType || undefined }
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
            placeholder={t('courses.fields.search')}
            width={280}
          />
          <StatusFilter form={searchFormProps.form} resource='courses' />
          <FilterSelect
            form={searchFormProps.form}
            name='subType'
            label={t('courses.fields.subType')}
            options={SUBTYPES.map((s) => ({ value: String(s), label: t(`courses.subTypes.${s}`) }))}
          />
        </>
      }
    >
      <Table.Column dataIndex='id' title='ID' />
      <Table.Column dataIndex='titleZh' title={t('courses.fields.titleZh')} />
      <Table.Column dataIndex='teacherZh' title={t('courses.fields.teacherZh')} />
      <Table.Column
        dataIndex='subType'
        title={t('courses.fields.subType')}
        render={(v: number) => t(`courses.subTypes.${v}`)}
      />
      <Table.Column dataIndex='lessonCount' title={t('courses.fields.lessonCount')} />
      <Table.Column
        title={t('courses.fields.access')}
        render={(_, r: BaseRecord) => (
          <Space size={4} wrap>
            {r.priceCents > 0 ? <span>NT$ {r.priceCents / 100}</span> : <Tag>{t('lives.free')}</Tag>}
            {r.cardLevel > 0 && <Tag color={TAG.blue}>{t(`lives.levels.${r.cardLevel}`)}</Tag>}
          </Space>
        )}
      />
      <Table.Column dataIndex='status' title={t('courses.fields.status')} render={statusCell('courses')} />
      <Table.Column
        title={t('table.actions')}
        render={(_, r: BaseRecord) => (
          <Space>
            <RowButton kind='edit' record={r} name={r.titleZh} />
            <PublishButton resource='courses' record={r} name={r.titleZh} />
            <UnpublishButton resource='courses' record={r} name={r.titleZh} />
          </Space>
        )}
      />
    </ListTable>
  )
}
