/** Coupon templates with how many were issued and used; grant one to a user, or disable a template. */
import { useTranslate, type BaseRecord } from '@refinedev/core'
import { List, ShowButton, useTable } from '@refinedev/antd'
import { App, Form, Input, Popconfirm, Button, Space, Table, Tag, Typography } from 'antd'
import { useAction } from '../../components/actions'
import { twd } from '../../components/format'
import { ReasonAction } from '../../components/ReasonAction'
import { TAG } from '../../components/theme'
import { useLocaleTitle } from './title'

/** Grant `coupon` to a user named by id or e-mail, with a reason (audited). */
export function GrantCoupon({ coupon, small }: { coupon: BaseRecord; small?: boolean }) {
  const t = useTranslate()
  const { message } = App.useApp()
  const { run } = useAction('coupons')
  return (
    <ReasonAction
      label={t('coupons.grant')}
      title={t('coupons.grantTitle')}
      reasonLabel={t('coupons.grantReason')}
      confirm={t('coupons.grantConfirm')}
      buttonProps={{ size: small ? 'small' : undefined, 'aria-label': `${t('coupons.grant')} ${coupon.title}` }}
      extra={
        <Form.Item name='user' label={t('coupons.grantUser')} rules={[{ required: true, whitespace: true, max: 200 }]}>
          <Input autoComplete='off' />
        </Form.Item>
      }
      onSubmit={async (v) => {
        await run(coupon.id!, 'grant', { user: String(v.user).trim(), reason: v.reason })
        message.success(t('coupons.granted'))
      }}
    />
  )
}

export function DisableCoupon({ coupon, small }: { coupon: BaseRecord; small?: boolean }) {
  const t = useTranslate()
  const { message } = App.useApp()
  const { run, busy } = useAction('coupons')
  return (
    <Popconfirm
      title={t('coupons.confirmDisable')}
      okText={t('coupons.disable')}
      okButtonProps={{ danger: true, loading: busy }}
      cancelText={t('buttons.cancel')}
      onConfirm={async () => {
        await run(coupon.id!, 'disable')
        message.success(t('coupons.disabledDone'))
      }}
    >
      {/* antd's danger red on white is 3.4:1: the theme's darker tag red passes AA */}
      <Button
        danger
        size={small ? 'small' : undefined}
        style={{ color: TAG.red, borderColor: TAG.red }}
        aria-label={`${t('coupons.disable')} ${coupon.title}`}
      >
        {t('coupons.disable')}
      </Button>
    </Popconfirm>
  )
}

export default function CouponList() {
  const t = useTranslate()
  const title = useLocaleTitle()
  const { tableProps, searchFormProps } = useTable({
    resource: 'coupons',
    syncWithLocation: true,
    onSearch: (v: { q?: string }) => [{ field: 'q', operator: 'eq', value: v.q || undefined }]
  })
  return (
    <List>
      <Form {...searchFormProps} layout='inline' style={{ marginBottom: 16 }}>
        <Form.Item name='q'>
          <Input.Search
            aria-label={t('coupons.search')}
            placeholder={t('coupons.search')}
            allowClear
            onSearch={() => searchFormProps.form?.submit()}
            style={{ width: 280 }}
          />
        </Form.Item>
      </Form>
      <Table {...tableProps} rowKey='id'>
        <Table.Column dataIndex='title' title={t('coupons.fields.title')} render={(_, r: BaseRecord) => title(r)} />
        <Table.Column
          dataIndex='code'
          title={t('coupons.fields.code')}
          render={(v: string | null) =>
            v ? (
              <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
                {v}
              </Typography.Text>
            ) : (
              <Typography.Text>{t('coupons.grantOnly')}</Typography.Text>
            )
          }
        />
        <Table.Column dataIndex='amountCents' title={t('coupons.fields.amountCents')} render={twd} />
        <Table.Column dataIndex='minAmountCents' title={t('coupons.fields.minAmountCents')} render={twd} />
        <Table.Column
          dataIndex='scope'
          title={t('coupons.fields.scope')}
          render={(s: string) => t(`coupons.scope.${s}`, s)}
        />
        <Table.Column dataIndex='validDays' title={t('coupons.fields.validDays')} />
        <Table.Column
          dataIndex='issuedCount'
          title={`${t('coupons.fields.usedCount')} / ${t('coupons.fields.issuedCount')}`}
          render={(v: number, r: BaseRecord) => `${r.usedCount} / ${v}`}
        />
        <Table.Column
          dataIndex='disabled'
          title={t('coupons.fields.status')}
          render={(d: boolean) => (
            <Tag color={d ? TAG.red : TAG.green}>{t(`coupons.status.${d ? 'disabled' : 'active'}`)}</Tag>
          )}
        />
        <Table.Column
          title={t('table.actions')}
          render={(_, r: BaseRecord) => (
            <Space wrap>
              <ShowButton hideText size='small' recordItemId={r.id} aria-label={`${t('buttons.show')} ${title(r)}`} />
              {!r.disabled && <GrantCoupon coupon={r} small />}
              {!r.disabled && <DisableCoupon coupon={r} small />}
            </Space>
          )}
        />
      </Table>
    </List>
  )
}
