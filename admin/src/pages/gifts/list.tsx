/**
 * Gifts (issue 31, support): every gift bought through the checkout, found by its giver, claimer or order, in the
 * state support sees; a gift still sent can be revoked with a reason (the link stops claiming; the money is not
 * touched: refund the order from Orders if the buyer is to get it back).
 */
import { useTranslate, type BaseRecord } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { App, Space, Table, Tag, Tooltip, Typography } from 'antd'
import { Link } from 'react-router'
import { FilterSelect, ListTable, SearchField, dateCell } from '../../components/ListTable'
import { ReasonAction } from '../../components/ReasonAction'
import { useAction } from '../../components/actions'
import { twd } from '../../components/format'
import { TAG } from '../../components/theme'

const R = 'gifts'
const STATES = ['sent', 'claimed', 'expired', 'refunded', 'revoked'] as const
export const GIFT_COLOR: Record<string, string | undefined> = {
  sent: TAG.blue,
  claimed: TAG.green,
  expired: undefined,
  refunded: TAG.gold,
  revoked: TAG.red
}

function RevokeButton({ record }: { record: BaseRecord }) {
  const t = useTranslate()
  const { message } = App.useApp()
  const { run } = useAction(R)
  return (
    <ReasonAction
      danger
      label={t(`${R}.revoke`)}
      title={t(`${R}.revokeTitle`, { item: record.item, id: record.id })}
      confirm={t(`${R}.confirmRevoke`)}
      reasonLabel={t(`${R}.fields.reason`)}
      extra={<Typography.Paragraph type='secondary'>{t(`${R}.revokeNote`)}</Typography.Paragraph>}
      buttonProps={{
        size: 'small',
        style: { color: TAG.red, borderColor: TAG.red },
        'aria-label': `${t(`${R}.revoke`)} #${record.id}`
      }}
      onSubmit={async ({ reason }) => {
        await run(record.id!, 'revoke', { reason })
        message.success(t(`${R}.revoked`))
      }}
    />
  )
}

export default function GiftList() {
  const t = useTranslate()
  const { tableProps, searchFormProps } = useTable({
    syncWithLocation: true,
    onSearch: (v: { q?: string; status?: string }) => [
      { field: 'q', operator: 'eq', value: v.q || undefined },
      { field: 'status', operator: 'eq', value: v.status || undefined }
    ]
  })
  const person = (email: unknown, nickname: unknown, id: unknown) =>
    id ? (
      <Space direction='vertical' size={0}>
        <span>{String(email ?? '')}</span>
        <Typography.Text type='secondary'>{`${String(nickname ?? '')} · #${String(id)}`}</Typography.Text>
      </Space>
    ) : null
  return (
    <ListTable
      tableProps={tableProps}
      searchFormProps={searchFormProps}
      filters={
        <>
          <SearchField
            form={searchFormProps.form}
            label={t('buttons.search')}
            placeholder={t(`${R}.search`)}
            width={320}
          />
          <FilterSelect
            form={searchFormProps.form}
            name='status'
            label={t(`${R}.fields.status`)}
            options={STATES.map((s) => ({ value: s, label: t(`${R}.status.${s}`) }))}
          />
        </>
      }
    >
      <Table.Column dataIndex='id' title={t(`${R}.fields.id`)} />
      <Table.Column dataIndex='item' title={t(`${R}.fields.item`)} />
      <Table.Column
        dataIndex='orderNo'
        title={t(`${R}.fields.orderNo`)}
        render={(v: string, r: BaseRecord) => (
          <Space direction='vertical' size={0}>
            <Link to={`/orders/show/${r.orderId}`}>{v}</Link>
            <Typography.Text type='secondary'>{twd(r.payCents)}</Typography.Text>
          </Space>
        )}
      />
      <Table.Column
        title={t(`${R}.fields.giver`)}
        render={(_, r: BaseRecord) => person(r.giverEmail, r.giverNickname, r.giverId)}
      />
      <Table.Column
        title={t(`${R}.fields.claimer`)}
        render={(_, r: BaseRecord) => person(r.claimerEmail, r.claimerNickname, r.claimerId)}
      />
      <Table.Column
        dataIndex='status'
        title={t(`${R}.fields.status`)}
        render={(v: string, r: BaseRecord) => {
          const tag = (
            <Tag color={GIFT_COLOR[v]} data-testid={`gift-status-${r.id}`}>
              {t(`${R}.status.${v}`, v)}
            </Tag>
          )
          return r.revokeReason ? (
            <Space direction='vertical' size={0}>
              {tag}
              <Tooltip title={`${String(r.revokedBy ?? '')}`}>
                <Typography.Text type='secondary'>{String(r.revokeReason)}</Typography.Text>
              </Tooltip>
            </Space>
          ) : (
            tag
          )
        }}
      />
      <Table.Column dataIndex='createdAt' title={t(`${R}.fields.createdAt`)} render={dateCell()} />
      <Table.Column dataIndex='expiresAt' title={t(`${R}.fields.expiresAt`)} render={dateCell()} />
      <Table.Column
        title={t('table.actions')}
        render={(_, r: BaseRecord) => (r.status === 'sent' ? <RevokeButton record={r} /> : null)}
      />
    </ListTable>
  )
}
