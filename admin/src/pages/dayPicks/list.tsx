/**
 * Daily picks (issue 31): the pick of a date on the app's meditation home (the listener's own day), newest date
 * first, then the undated picks the app rotates through on the other days; publish, unpublish and delete a draft.
 */
import { useTranslate, type BaseRecord } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { Table, Tag, Typography } from 'antd'
import { ListTable, SearchField, StatusFilter, dateCell, statusCell } from '../../components/ListTable'
import { DraftRowActions } from '../scenes/list'
import { english, trackLabel, type Track } from './form'

export default function DayPickList() {
  const t = useTranslate()
  const { tableProps, searchFormProps } = useTable({
    syncWithLocation: true,
    onSearch: (v: { q?: string; status?: string }) => [
      { field: 'q', operator: 'eq', value: v.q || undefined },
      { field: 'status', operator: 'eq', value: v.status || undefined }
    ]
  })
  const nameOf = (r: BaseRecord) => String(r.day ?? r.quoteZh)
  return (
    <ListTable
      tableProps={tableProps}
      searchFormProps={searchFormProps}
      extra={<Typography.Paragraph type='secondary'>{t('day-picks.listNote')}</Typography.Paragraph>}
      filters={
        <>
          <SearchField
            form={searchFormProps.form}
            label={t('buttons.search')}
            placeholder={t('day-picks.fields.search')}
            width={280}
          />
          <StatusFilter form={searchFormProps.form} resource='day-picks' />
        </>
      }
    >
      <Table.Column
        dataIndex='day'
        title={t('day-picks.fields.day')}
        onCell={() => ({ style: { whiteSpace: 'nowrap' } })}
        render={(v: string | null) => v ?? <Tag>{t('day-picks.rotation')}</Tag>}
      />
      <Table.Column
        dataIndex='track'
        title={t('day-picks.fields.track')}
        render={(v: Track | null) => (v ? trackLabel(v) : '–')}
      />
      <Table.Column
        dataIndex='quoteZh'
        title={t('day-picks.fields.quoteZh')}
        render={(v: string, r: BaseRecord) => (english() ? r.quoteEn || v : v)}
      />
      <Table.Column dataIndex='status' title={t('day-picks.fields.status')} render={statusCell('day-picks')} />
      <Table.Column dataIndex='publishedAt' title={t('day-picks.fields.publishedAt')} render={dateCell()} />
      <Table.Column
        title={t('table.actions')}
        render={(_, r: BaseRecord) => <DraftRowActions resource='day-picks' record={r} name={nameOf(r)} />}
      />
    </ListTable>
  )
}
