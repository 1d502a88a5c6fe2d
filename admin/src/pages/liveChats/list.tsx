/** Live chat (issue 31, moderators and owners): the live courses, the ones with the newest chat first. */
import { useTranslate, useTranslation, type BaseRecord } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { Table, Tag } from 'antd'
import { ListTable, RowButton, SearchField, dateCell } from '../../components/ListTable'
import { TAG } from '../../components/theme'

const CHANNEL_COLOR: Record<number, string | undefined> = { 2: TAG.red, 3: TAG.blue }

/** The live's title in the console's language. */
export const liveTitle = (r: BaseRecord, locale: string | undefined) =>
  locale === 'en' ? r.titleEn || r.titleZh : r.titleZh || r.titleEn

export function ChannelTag({ status }: { status: number }) {
  const t = useTranslate()
  return <Tag color={CHANNEL_COLOR[status]}>{t(`live-chats.channel.${status}`)}</Tag>
}

export default function LiveChatList() {
  const t = useTranslate()
  const { getLocale } = useTranslation()
  const { tableProps, searchFormProps } = useTable({
    syncWithLocation: true,
    onSearch: (v: { q?: string }) => [{ field: 'q', operator: 'eq', value: v.q?.trim() || undefined }]
  })
  return (
    <ListTable
      tableProps={tableProps}
      searchFormProps={searchFormProps}
      filters={<SearchField form={searchFormProps.form} label={t('live-chats.search')} width={280} allowClear />}
    >
      <Table.Column dataIndex='id' title={t('live-chats.fields.id')} />
      <Table.Column
        key='title'
        title={t('live-chats.fields.title')}
        render={(_, r: BaseRecord) => liveTitle(r, getLocale())}
      />
      <Table.Column dataIndex='startAt' title={t('live-chats.fields.startAt')} render={dateCell()} />
      <Table.Column
        dataIndex='status'
        title={t('live-chats.fields.channelStatus')}
        render={(v: number) => <ChannelTag status={v} />}
      />
      <Table.Column dataIndex='messageCount' title={t('live-chats.fields.messageCount')} />
      <Table.Column dataIndex='hiddenCount' title={t('live-chats.fields.hiddenCount')} />
      <Table.Column dataIndex='sanctionCount' title={t('live-chats.fields.sanctionCount')} />
      <Table.Column dataIndex='lastMessageAt' title={t('live-chats.fields.lastMessageAt')} render={dateCell()} />
      <Table.Column
        title={t('table.actions')}
        render={(_, r: BaseRecord) => <RowButton kind='show' record={r} name={liveTitle(r, getLocale())} />}
      />
    </ListTable>
  )
}
