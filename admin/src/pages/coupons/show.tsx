/** One coupon template: its terms, grant and disable, and the coupons issued from it with their use. */
import { useShow, useTranslate } from '@refinedev/core'
import { DateField, Show, useTable } from '@refinedev/antd'
import { Descriptions, Space, Table, Tag, Typography } from 'antd'
import { twd } from '../../components/format'
import { TAG } from '../../components/theme'
import { DisableCoupon, GrantCoupon } from './list'
import { useLocaleTitle } from './title'

interface IssuedRow {
  id: number
  userId: number
  userEmail: string | null
  status: string
  orderNo: string | null
  expiresAt: string
  usedAt: string | null
  createdAt: string
}

export default function CouponShow() {
  const t = useTranslate()
  const title = useLocaleTitle()
  const { query } = useShow({ resource: 'coupons' })
  const coupon = query.data?.data
  const { tableProps } = useTable<IssuedRow>({
    resource: `coupons/${coupon?.id ?? 0}/issued`,
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    queryOptions: { enabled: !!coupon?.id }
  })
  const when = (v: unknown) => (typeof v === 'string' ? <DateField value={v} format='YYYY-MM-DD HH:mm' /> : null)
  return (
    <Show
      goBack={false}
      isLoading={query.isLoading}
      title={coupon ? title(coupon) : undefined}
      headerButtons={({ defaultButtons }) => (
        <Space wrap>
          {defaultButtons}
          {coupon && !coupon.disabled && <GrantCoupon coupon={coupon} />}
          {coupon && !coupon.disabled && <DisableCoupon coupon={coupon} />}
        </Space>
      )}
    >
      {coupon && (
        <>
          <Descriptions bordered column={{ xs: 1, md: 2 }} size='small'>
            <Descriptions.Item label={t('coupons.fields.title')}>{coupon.title}</Descriptions.Item>
            <Descriptions.Item label={t('coupons.fields.titleEn')}>{coupon.titleEn}</Descriptions.Item>
            <Descriptions.Item label={t('coupons.fields.code')}>
              {coupon.code ?? t('coupons.grantOnly')}
            </Descriptions.Item>
            <Descriptions.Item label={t('coupons.fields.status')}>
              <Tag color={coupon.disabled ? TAG.red : TAG.green}>
                {t(`coupons.status.${coupon.disabled ? 'disabled' : 'active'}`)}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('coupons.fields.amountCents')}>{twd(coupon.amountCents)}</Descriptions.Item>
            <Descriptions.Item label={t('coupons.fields.minAmountCents')}>
              {twd(coupon.minAmountCents)}
            </Descriptions.Item>
            <Descriptions.Item label={t('coupons.fields.scope')}>
              {t(`coupons.scope.${coupon.scope}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('coupons.fields.validDays')}>{coupon.validDays}</Descriptions.Item>
            <Descriptions.Item label={`${t('coupons.fields.usedCount')} / ${t('coupons.fields.issuedCount')}`}>
              {`${coupon.usedCount} / ${coupon.issuedCount}`}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
            {t('coupons.issued')}
          </Typography.Title>
          <Table<IssuedRow> {...tableProps} rowKey='id' size='small'>
            <Table.Column<IssuedRow>
              dataIndex='userEmail'
              title={t('coupons.fields.userEmail')}
              render={(v: string | null, r) => v ?? r.userId}
            />
            <Table.Column<IssuedRow>
              dataIndex='status'
              title={t('coupons.fields.status')}
              render={(s: string) => (
                <Tag color={s === 'used' ? TAG.green : TAG.blue}>{t(`coupons.issuedStatus.${s}`, s)}</Tag>
              )}
            />
            <Table.Column<IssuedRow> dataIndex='orderNo' title={t('coupons.fields.orderNo')} />
            <Table.Column<IssuedRow> dataIndex='createdAt' title={t('coupons.fields.createdAt')} render={when} />
            <Table.Column<IssuedRow> dataIndex='expiresAt' title={t('coupons.fields.expiresAt')} render={when} />
            <Table.Column<IssuedRow> dataIndex='usedAt' title={t('coupons.fields.usedAt')} render={when} />
          </Table>
        </>
      )}
    </Show>
  )
}
