/** A user's learning gold on the user page: balance, ledger, and an adjustment with a reason (support, owner). */
import { useState } from 'react'
import { useCustom, useTranslate, type BaseKey } from '@refinedev/core'
import { DateField } from '@refinedev/antd'
import { App, Form, InputNumber, Space, Statistic, Table, Tag, Typography } from 'antd'
import { useAction } from '../../components/actions'
import { ReasonAction } from '../../components/ReasonAction'
import { TAG } from '../../components/theme'
import { API_URL } from '../../providers/http'

interface Entry {
  id: number
  amount: number
  reason: string
  detail: string
  balanceAfter: number
  operatorEmail: string | null
  createdAt: string
}
interface Gold {
  balance: number
  total: number
  entries: Entry[]
}

/** The most one adjustment may move either way (the server's MAX_GOLD_ADJUSTMENT). */
const MAX = 100_000
const PAGE = 10

export function UserGold({ userId }: { userId: BaseKey }) {
  const t = useTranslate()
  const { message } = App.useApp()
  const [page, setPage] = useState(1)
  const { query } = useCustom<Gold>({
    url: `${API_URL}/users/${userId}/gold`,
    method: 'get',
    config: { query: { _start: (page - 1) * PAGE, _end: page * PAGE } }
  })
  const { run } = useAction('users')
  const gold = query.data?.data
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        {t('users.gold.title')}
      </Typography.Title>
      <Space align='center' size='large' style={{ marginBottom: 12 }}>
        <div data-testid='gold-balance'>
          <Statistic
            title={t('users.gold.balance')}
            value={gold?.balance ?? '–'}
            loading={query.isLoading}
            valueStyle={{ fontSize: 20 }}
          />
        </div>
        <ReasonAction
          label={t('users.gold.adjust')}
          title={t('users.gold.adjust')}
          confirm={t('users.gold.confirm')}
          reasonLabel={t('users.gold.reason')}
          extra={
            <Form.Item
              name='amount'
              label={t('users.gold.amount')}
              rules={[
                { required: true, message: t('users.gold.amountNonZero') },
                {
                  validator: (_, v: number | null) =>
                    v === null || v === undefined || v !== 0
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('users.gold.amountNonZero')))
                },
                {
                  // the server refuses it too (also when another adjustment got there first)
                  validator: (_, v: number | null) =>
                    typeof v !== 'number' || !gold || gold.balance + v >= 0
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('users.gold.belowZero', { balance: gold.balance })))
                }
              ]}
            >
              <InputNumber min={-MAX} max={MAX} precision={0} style={{ width: 200 }} />
            </Form.Item>
          }
          onSubmit={async (v) => {
            let balance: number
            try {
              balance = ((await run(userId, 'gold', { amount: v.amount, reason: v.reason })) as { balance: number })
                .balance
            } catch {
              // refused (the notification shows the server's message): the ledger may have moved meanwhile
              await query.refetch()
              return
            }
            setPage(1)
            await query.refetch()
            message.success(t('users.gold.done', { balance }))
          }}
        />
      </Space>
      <Table<Entry>
        size='small'
        rowKey='id'
        loading={query.isFetching}
        dataSource={gold?.entries ?? []}
        pagination={{
          current: page,
          pageSize: PAGE,
          total: gold?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true
        }}
        columns={[
          {
            key: 'createdAt',
            dataIndex: 'createdAt',
            title: t('users.gold.fields.createdAt'),
            render: (v: string) => <DateField value={v} format='YYYY-MM-DD HH:mm' />
          },
          {
            key: 'reason',
            dataIndex: 'reason',
            title: t('users.gold.fields.reason'),
            render: (r: string) => t(`users.gold.kinds.${r}`, r)
          },
          {
            key: 'amount',
            dataIndex: 'amount',
            title: t('users.gold.fields.amount'),
            render: (n: number) => <Tag color={n > 0 ? TAG.green : TAG.red}>{n > 0 ? `+${n}` : n}</Tag>
          },
          { key: 'detail', dataIndex: 'detail', title: t('users.gold.fields.detail') },
          { key: 'balanceAfter', dataIndex: 'balanceAfter', title: t('users.gold.fields.balanceAfter') },
          { key: 'operatorEmail', dataIndex: 'operatorEmail', title: t('users.gold.fields.operatorEmail') }
        ]}
      />
    </>
  )
}
