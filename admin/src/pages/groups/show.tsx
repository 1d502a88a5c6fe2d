import { useCustom, useShow, useTranslate } from '@refinedev/core'
import { DateField, Show } from '@refinedev/antd'
import { App, Button, Descriptions, Popconfirm, Space, Table, Tag, Typography } from 'antd'
import { useAction } from '../../components/actions'
import { TAG } from '../../components/theme'
import { API_URL } from '../../providers/http'

interface Member {
  userId: number
  nickname: string
  role: number
  banned: boolean
  removed: boolean
}

/** A group: its invite code (a new one stops the old at once) and its members with their sanctions. */
export default function GroupShow() {
  const t = useTranslate()
  const { message } = App.useApp()
  const { query } = useShow()
  const group = query.data?.data
  const { query: members } = useCustom<Member[]>({
    url: `${API_URL}/groups/${group?.id}/members`,
    method: 'get',
    queryOptions: { enabled: group?.id !== undefined }
  })
  const { run, busy } = useAction('groups')
  const act = async (m: Member, action: 'ban' | 'unban' | 'remove' | 'restore') => {
    await run(group!.id!, action, { userId: m.userId })
    await members.refetch()
    message.success(t('groups.memberDone'))
  }
  return (
    <Show
      goBack={false}
      isLoading={query.isLoading}
      headerButtons={({ defaultButtons }) => (
        <>
          {defaultButtons}
          {group && (
            <Popconfirm
              title={t('groups.confirmRotate')}
              okText={t('groups.rotate')}
              cancelText={t('buttons.cancel')}
              onConfirm={async () => {
                await run(group.id!, 'rotate-code')
                message.success(t('groups.rotated'))
              }}
            >
              <Button loading={busy}>{t('groups.rotate')}</Button>
            </Popconfirm>
          )}
        </>
      )}
    >
      {group && (
        <>
          <Descriptions bordered column={{ xs: 1, md: 2 }} size='small'>
            <Descriptions.Item label={t('groups.fields.enterprise')}>{group.enterprise}</Descriptions.Item>
            <Descriptions.Item label={t('groups.fields.name')}>
              {group.name}
              {group.isDefault && (
                <Tag color={TAG.blue} style={{ marginInlineStart: 8 }}>
                  {t('groups.fields.isDefault')}
                </Tag>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('groups.fields.nameEn')}>{group.nameEn}</Descriptions.Item>
            <Descriptions.Item label={t('groups.fields.memberCount')}>{group.memberCount}</Descriptions.Item>
            <Descriptions.Item label={t('groups.fields.joinCode')}>
              <Typography.Text code copyable>
                <span data-testid='join-code'>{group.joinCode}</span>
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('groups.fields.codeExpiresAt')}>
              {group.codeExpiresAt ? (
                <DateField value={group.codeExpiresAt} format='YYYY-MM-DD HH:mm' />
              ) : (
                t('groups.noExpiry')
              )}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
            {t('groups.fields.members')}
          </Typography.Title>
          <Table<Member>
            size='small'
            rowKey='userId'
            loading={members.isFetching}
            dataSource={members.data?.data ?? []}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            columns={[
              { key: 'userId', dataIndex: 'userId', title: t('groups.fields.userId') },
              { key: 'nickname', dataIndex: 'nickname', title: t('groups.fields.nickname') },
              {
                key: 'role',
                dataIndex: 'role',
                title: t('groups.fields.role'),
                render: (r: number) => (r === 1 ? t('groups.roles.admin') : t('groups.roles.member'))
              },
              {
                key: 'status',
                title: t('groups.fields.status'),
                render: (_, m) => (
                  <span data-testid={`member-status-${m.userId}`}>
                    {m.banned && <Tag color={TAG.orange}>{t('groups.state.banned')}</Tag>}
                    {m.removed && <Tag color={TAG.red}>{t('groups.state.removed')}</Tag>}
                    {!m.banned && !m.removed && <Tag color={TAG.green}>{t('groups.state.active')}</Tag>}
                  </span>
                )
              },
              {
                key: 'actions',
                title: t('table.actions'),
                render: (_, m) => (
                  <Space>
                    <Button size='small' loading={busy} onClick={() => act(m, m.banned ? 'unban' : 'ban')}>
                      {m.banned ? t('groups.unban') : t('groups.ban')}
                    </Button>
                    {m.removed ? (
                      <Button size='small' loading={busy} onClick={() => act(m, 'restore')}>
                        {t('groups.restore')}
                      </Button>
                    ) : (
                      <Popconfirm
                        title={t('groups.confirmRemove')}
                        okText={t('groups.remove')}
                        okButtonProps={{ danger: true }}
                        cancelText={t('buttons.cancel')}
                        onConfirm={() => act(m, 'remove')}
                      >
                        {/* antd's danger red on white is 4.0:1; the theme's tag red passes AA (axe) */}
                        <Button size='small' danger style={{ color: TAG.red, borderColor: TAG.red }}>
                          {t('groups.remove')}
                        </Button>
                      </Popconfirm>
                    )}
                  </Space>
                )
              }
            ]}
          />
        </>
      )}
    </Show>
  )
}
