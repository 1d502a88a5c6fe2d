/**
 * One live's chat (issue 31, moderators and owners): who is muted or removed, and every message (search, shown or
 * hidden) with its sender's state. Mute/unmute, remove/let back in a sender, hide/show a message: the viewers'
 * screens follow at once (the server tells the room); each action is in the audit log.
 */
import { useCustom, useShow, useTranslate, useTranslation, type HttpError } from '@refinedev/core'
import { DateField, Show, useTable } from '@refinedev/antd'
import { App, Button, Descriptions, Form, Popconfirm, Space, Table, Tag, Typography } from 'antd'
import { useAction } from '../../components/actions'
import { emptyLocale } from '../../components/EmptyState'
import { FilterSelect, SearchField, dateCell } from '../../components/ListTable'
import { TAG } from '../../components/theme'
import { API_URL } from '../../providers/http'
import { ChannelTag, liveTitle } from './list'

interface Sanction {
  userId: number
  nickname: string
  email: string | null
  kind: 'muted' | 'removed'
  createdAt: string
}

interface Message {
  id: number
  userId: number
  nickname: string
  email: string | null
  kind: number
  text: string
  createdAt: string
  hidden: boolean
}

type UserAction = 'mute' | 'unmute' | 'remove' | 'restore'

/** antd's danger red on white is 4.0:1; the theme's tag red passes AA (axe) */
const DANGER = { color: TAG.red, borderColor: TAG.red }

export default function LiveChatShow() {
  const t = useTranslate()
  const { getLocale } = useTranslation()
  const { message } = App.useApp()
  const { query } = useShow()
  const live = query.data?.data
  const id = live?.id as number | undefined
  const { query: sanctions } = useCustom<Sanction[]>({
    url: `${API_URL}/live-chats/${id}/sanctions`,
    method: 'get',
    queryOptions: { enabled: id !== undefined }
  })
  const { tableProps, searchFormProps, tableQuery } = useTable<Message, HttpError, { q?: string; hidden?: string }>({
    resource: `live-chats/${id}/messages`,
    syncWithLocation: false,
    queryOptions: { enabled: id !== undefined },
    onSearch: (v: { q?: string; hidden?: string }) => [
      { field: 'q', operator: 'eq', value: v.q?.trim() || undefined },
      { field: 'hidden', operator: 'eq', value: v.hidden || undefined }
    ]
  })
  const { run, busy } = useAction('live-chats')
  const stateOf = (userId: number) => {
    const kinds = (sanctions.data?.data ?? []).filter((s) => s.userId === userId).map((s) => s.kind)
    return { muted: kinds.includes('muted'), removed: kinds.includes('removed') }
  }
  const act = async (action: string, values: Record<string, unknown> = {}) => {
    await run(id!, action, values)
    await Promise.all([sanctions.refetch(), tableQuery.refetch(), query.refetch()])
    message.success(t('live-chats.done'))
  }
  const userButtons = (userId: number, name: string) => {
    const { muted, removed } = stateOf(userId)
    const user = (a: UserAction) => act(a, { userId })
    return (
      <Space wrap>
        <Button
          size='small'
          loading={busy}
          aria-label={`${t(muted ? 'live-chats.unmute' : 'live-chats.mute')} ${name}`}
          onClick={() => user(muted ? 'unmute' : 'mute')}
        >
          {t(muted ? 'live-chats.unmute' : 'live-chats.mute')}
        </Button>
        {removed ? (
          <Button
            size='small'
            loading={busy}
            aria-label={`${t('live-chats.restore')} ${name}`}
            onClick={() => user('restore')}
          >
            {t('live-chats.restore')}
          </Button>
        ) : (
          <Popconfirm
            title={t('live-chats.confirmRemove')}
            okText={t('live-chats.remove')}
            okButtonProps={{ danger: true }}
            cancelText={t('buttons.cancel')}
            onConfirm={() => user('remove')}
          >
            <Button size='small' danger style={DANGER} aria-label={`${t('live-chats.remove')} ${name}`}>
              {t('live-chats.remove')}
            </Button>
          </Popconfirm>
        )}
      </Space>
    )
  }
  const stateTags = (userId: number) => {
    const { muted, removed } = stateOf(userId)
    return (
      <>
        {muted && <Tag color={TAG.orange}>{t('live-chats.state.muted')}</Tag>}
        {removed && <Tag color={TAG.red}>{t('live-chats.state.removed')}</Tag>}
      </>
    )
  }
  return (
    <Show goBack={false} isLoading={query.isLoading} title={live ? liveTitle(live, getLocale()) : undefined}>
      {live && (
        <Descriptions bordered column={{ xs: 1, md: 3 }} size='small'>
          <Descriptions.Item label={t('live-chats.fields.channelStatus')}>
            <ChannelTag status={live.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('live-chats.fields.startAt')}>
            {live.startAt ? <DateField value={live.startAt} format='YYYY-MM-DD HH:mm' /> : null}
          </Descriptions.Item>
          <Descriptions.Item label={t('live-chats.fields.messageCount')}>
            {live.messageCount} ({t('live-chats.hiddenOf', { count: live.hiddenCount })})
          </Descriptions.Item>
        </Descriptions>
      )}
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        {t('live-chats.sanctions')}
      </Typography.Title>
      <Table<Sanction>
        size='small'
        rowKey={(s) => `${s.userId}-${s.kind}`}
        loading={sanctions.isFetching}
        dataSource={sanctions.data?.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={emptyLocale(t('live-chats.noSanctions'))}
        columns={[
          { key: 'userId', dataIndex: 'userId', title: t('live-chats.fields.userId') },
          { key: 'nickname', dataIndex: 'nickname', title: t('live-chats.fields.nickname') },
          { key: 'email', dataIndex: 'email', title: t('live-chats.fields.email') },
          {
            key: 'kind',
            dataIndex: 'kind',
            title: t('live-chats.fields.state'),
            render: (k: Sanction['kind']) => (
              <Tag color={k === 'removed' ? TAG.red : TAG.orange}>{t(`live-chats.state.${k}`)}</Tag>
            )
          },
          { key: 'createdAt', dataIndex: 'createdAt', title: t('live-chats.fields.since'), render: dateCell() },
          {
            key: 'actions',
            title: t('table.actions'),
            render: (_, s) => (
              <Button
                size='small'
                loading={busy}
                aria-label={`${t(s.kind === 'muted' ? 'live-chats.unmute' : 'live-chats.restore')} ${s.nickname}`}
                onClick={() => act(s.kind === 'muted' ? 'unmute' : 'restore', { userId: s.userId })}
              >
                {t(s.kind === 'muted' ? 'live-chats.unmute' : 'live-chats.restore')}
              </Button>
            )
          }
        ]}
      />
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        {t('live-chats.messages')}
      </Typography.Title>
      <Form {...searchFormProps} layout='inline' style={{ marginBottom: 16 }}>
        <SearchField form={searchFormProps.form} label={t('live-chats.messagesSearch')} width={280} allowClear />
        <FilterSelect
          form={searchFormProps.form}
          name='hidden'
          label={t('live-chats.fields.shown')}
          width={160}
          options={[
            { value: 'false', label: t('live-chats.filter.visible') },
            { value: 'true', label: t('live-chats.filter.hidden') }
          ]}
        />
      </Form>
      <Table<Message> {...tableProps} rowKey='id' size='small'>
        <Table.Column<Message>
          dataIndex='createdAt'
          title={t('live-chats.fields.createdAt')}
          render={dateCell('MM-DD HH:mm:ss')}
        />
        <Table.Column<Message>
          key='user'
          title={t('live-chats.fields.user')}
          render={(_, m) => (
            <Space size={4} wrap>
              <span>{m.nickname}</span>
              <Typography.Text type='secondary'>#{m.userId}</Typography.Text>
              {stateTags(m.userId)}
            </Space>
          )}
        />
        <Table.Column<Message>
          dataIndex='text'
          title={t('live-chats.fields.text')}
          render={(text: string, m) => (
            <Space size={4} wrap data-testid={`chat-message-${m.id}`}>
              {m.kind === 2 && <Tag>{t('live-chats.kinds.2')}</Tag>}
              {m.hidden && <Tag color={TAG.red}>{t('live-chats.state.hidden')}</Tag>}
              <Typography.Text delete={m.hidden}>{text}</Typography.Text>
            </Space>
          )}
        />
        <Table.Column<Message>
          key='actions'
          title={t('table.actions')}
          render={(_, m) => (
            <Space wrap>
              {m.hidden ? (
                <Button
                  size='small'
                  loading={busy}
                  aria-label={`${t('live-chats.unhide')} #${m.id}`}
                  onClick={() => act(`messages/${m.id}/unhide`)}
                >
                  {t('live-chats.unhide')}
                </Button>
              ) : (
                <Popconfirm
                  title={t('live-chats.confirmHide')}
                  okText={t('live-chats.hide')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('buttons.cancel')}
                  onConfirm={() => act(`messages/${m.id}/hide`)}
                >
                  <Button size='small' danger style={DANGER} aria-label={`${t('live-chats.hide')} #${m.id}`}>
                    {t('live-chats.hide')}
                  </Button>
                </Popconfirm>
              )}
              {userButtons(m.userId, m.nickname)}
            </Space>
          )}
        />
      </Table>
    </Show>
  )
}
