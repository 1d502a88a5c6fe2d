import { useCustom, useTranslate } from '@refinedev/core'
import { Card, Col, Row, Statistic, Typography } from 'antd'
import { API_URL } from '../providers/http'

interface Overview {
  signUpsToday: number
  ordersToday: number
  revenueTodayCents: number
  activeListeners: number
  reportsWaiting: number
  jobsFailing: number
}
const FIELDS: (keyof Overview)[] = [
  'signUpsToday',
  'ordersToday',
  'revenueTodayCents',
  'activeListeners',
  'reportsWaiting',
  'jobsFailing'
]

export default function OverviewPage() {
  const t = useTranslate()
  const { query } = useCustom<Overview>({ url: `${API_URL}/overview`, method: 'get' })
  const data = query.data?.data
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('overview.titles.list')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {FIELDS.map((f) => (
          <Col key={f} xs={24} sm={12} lg={8}>
            <Card>
              <Statistic
                title={t(`overview.fields.${f}`)}
                value={data ? (f === 'revenueTodayCents' ? data[f] / 100 : data[f]) : '–'}
                precision={f === 'revenueTodayCents' ? 0 : undefined}
                loading={query.isLoading}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </>
  )
}
