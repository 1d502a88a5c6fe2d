/**
 * Who signed up for the activities (issue 31), for support and the content team: one activity (from the tickets
 * list, or picked here) or all, found by e-mail, mobile or nickname; cancelled tickets stay listed.
 */
import { useCustom, useTranslate, type BaseRecord } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { useSearchParams } from 'react-router'
import { Table, Tag } from 'antd'
import { FilterSelect, ListTable, SearchField, dateCell } from '../../components/ListTable'
import { TAG } from '../../components/theme'
import { API_URL } from '../../providers/http'

interface TicketOption {
  id: number
  titleZh: string
  titleEn: string
}

export default function TicketSignUpList() {
  const t = useTranslate()
  const [params] = useSearchParams()
  const fromList = Number(params.get('ticketId')) || undefined
  // the console's language as App sets it on each render (Refine's getLocale answered the first one here)
  const en = document.documentElement.lang === 'en'
  const { tableProps, searchFormProps } = useTable({
    syncWithLocation: false,
    filters: { initial: fromList ? [{ field: 'ticketId', operator: 'eq', value: fromList }] : [] },
    onSearch: (v: { q?: string; ticketId?: string }) => [
      { field: 'q', operator: 'eq', value: v.q || undefined },
      { field: 'ticketId', operator: 'eq', value: v.ticketId ? Number(v.ticketId) : undefined }
    ]
  })
  const { query } = useCustom<TicketOption[]>({ url: `${API_URL}/ticket-signups/tickets`, method: 'get' })
  const options = (query.data?.data ?? []).map((o) => ({
    value: String(o.id),
    label: `${o.id} · ${en ? o.titleEn || o.titleZh : o.titleZh}`
  }))
  return (
    <ListTable
      tableProps={tableProps}
      searchFormProps={{ ...searchFormProps, initialValues: { ticketId: fromList ? String(fromList) : undefined } }}
      filters={
        <>
          <FilterSelect
            form={searchFormProps.form}
            name='ticketId'
            label={t('ticket-signups.fields.ticket')}
            options={options}
            width={320}
          />
          <SearchField
            form={searchFormProps.form}
            label={t('buttons.search')}
            placeholder={t('ticket-signups.fields.search')}
            width={260}
          />
        </>
      }
    >
      <Table.Column
        title={t('ticket-signups.fields.ticket')}
        render={(_, r: BaseRecord) => (en ? r.titleEn || r.titleZh : r.titleZh)}
      />
      <Table.Column dataIndex='startAt' title={t('ticket-signups.fields.startAt')} render={dateCell()} />
      <Table.Column dataIndex='userId' title={t('ticket-signups.fields.userId')} />
      <Table.Column dataIndex='nickname' title={t('ticket-signups.fields.nickname')} />
      <Table.Column dataIndex='email' title={t('ticket-signups.fields.email')} />
      <Table.Column dataIndex='mobile' title={t('ticket-signups.fields.mobile')} />
      <Table.Column
        dataIndex='status'
        title={t('ticket-signups.fields.status')}
        render={(s: string) => (
          <Tag color={s === 'active' ? TAG.green : undefined}>{t(`ticket-signups.status.${s}`, s)}</Tag>
        )}
      />
      <Table.Column
        dataIndex='paid'
        title={t('ticket-signups.fields.paid')}
        render={(p: boolean) => t(p ? 'ticket-signups.paid' : 'ticket-signups.free')}
      />
      <Table.Column dataIndex='createdAt' title={t('ticket-signups.fields.createdAt')} render={dateCell()} />
    </ListTable>
  )
}
