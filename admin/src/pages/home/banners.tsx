/** Banners of a home tab (issue 31): the list in display order (move, publish), create and edit. */
import { useCustom, useGetLocale, useTranslate, type BaseRecord } from '@refinedev/core'
import { Create, Edit, useForm, useTable } from '@refinedev/antd'
import { Col, Form, Input, InputNumber, Row, Select, Space, Table, Typography } from 'antd'
import { ListTable, PublishButton, RowButton, StatusFilter, dateCell, statusCell } from '../../components/ListTable'
import { chosen, NAVS_URL, OrderButtons } from './order'

export type Home = 'meditation' | 'course'
const JUMPS = [1, 2, 4, 5, 6, 10, 11, 12, 14, 15, 99]

interface Nav {
  id: number
  titleZh: string
  titleEn: string
}

/** The course home's tabs, as options named in the console's language. */
export function useNavOptions(enabled: boolean) {
  const en = useGetLocale()() === 'en'
  const { query } = useCustom<Nav[]>({ url: NAVS_URL, method: 'get', queryOptions: { enabled } })
  return (query.data?.data ?? []).map((n) => ({ value: n.id, label: en ? n.titleEn : n.titleZh }))
}

export function BannerList({ home }: { home: Home }) {
  const resource = `${home}-banners`
  const t = useTranslate()
  const { tableProps, searchFormProps } = useTable({
    resource,
    syncWithLocation: false,
    pagination: { pageSize: 100 },
    onSearch: (v: { status?: string }) => [{ field: 'status', operator: 'eq', value: v.status || undefined }]
  })
  const rows = (tableProps.dataSource ?? []) as BaseRecord[]
  const navs = useNavOptions(home === 'course')
  return (
    <ListTable
      tableProps={tableProps}
      searchFormProps={searchFormProps}
      pagination={false}
      filters={<StatusFilter form={searchFormProps.form} resource={resource} />}
    >
      <Table.Column dataIndex='sort' title={t(`${resource}.fields.sort`)} />
      <Table.Column dataIndex='titleZh' title={t(`${resource}.fields.titleZh`)} />
      <Table.Column dataIndex='titleEn' title={t(`${resource}.fields.titleEn`)} />
      {home === 'course' && (
        <Table.Column
          dataIndex='navId'
          title={t(`${resource}.fields.navId`)}
          render={(v: number | null) =>
            v == null ? t(`${resource}.navAll`) : (navs.find((n) => n.value === v)?.label ?? v)
          }
        />
      )}
      <Table.Column
        dataIndex='jumpType'
        title={t(`${resource}.fields.jumpType`)}
        render={(v: number, r: BaseRecord) => (
          <>
            {t(`${resource}.jumps.${v}`, String(v))}
            {r.jumpValue ? <Typography.Text type='secondary'> {r.jumpValue}</Typography.Text> : null}
          </>
        )}
      />
      <Table.Column dataIndex='status' title={t(`${resource}.fields.status`)} render={statusCell(resource)} />
      <Table.Column dataIndex='publishedAt' title={t(`${resource}.fields.publishedAt`)} render={dateCell()} />
      <Table.Column
        title={t(`${resource}.fields.order`)}
        render={(_, r: BaseRecord, i: number) => (
          <OrderButtons resource={resource} rows={rows} index={i} name={r.titleZh} />
        )}
      />
      <Table.Column
        title={t('table.actions')}
        render={(_, r: BaseRecord) => (
          <Space>
            <RowButton kind='edit' record={r} name={r.titleZh} />
            <PublishButton resource={resource} record={r} name={r.titleZh} />
          </Space>
        )}
      />
    </ListTable>
  )
}

function BannerFields({ home }: { home: Home }) {
  const resource = `${home}-banners`
  const t = useTranslate()
  const label = (k: string) => t(`${resource}.fields.${k}`)
  const navs = useNavOptions(home === 'course')
  return (
    <>
      <Typography.Paragraph type='secondary'>{t(`${resource}.draftNote`)}</Typography.Paragraph>
      <Row gutter={16}>
        {(['Zh', 'En'] as const).map((l) => (
          <Col xs={24} md={12} key={l}>
            <Form.Item name={`title${l}`} label={label(`title${l}`)} rules={[{ required: true, max: 100 }]}>
              <Input />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.Item
        name='image'
        label={label('image')}
        rules={[{ required: true, max: 512, pattern: /^(\/|https?:\/\/)\S*$/ }]}
      >
        <Input />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name='jumpType' label={label('jumpType')} rules={[chosen(t(`${resource}.choose`))]}>
            <Select options={JUMPS.map((j) => ({ value: j, label: t(`${resource}.jumps.${j}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name='jumpValue' label={label('jumpValue')} rules={[{ max: 512 }]}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      {home === 'course' && (
        <Form.Item name='navId' label={label('navId')}>
          <Select allowClear placeholder={t(`${resource}.navAll`)} options={navs} />
        </Form.Item>
      )}
      <Form.Item name='sort' label={label('sort')}>
        <InputNumber precision={0} min={-1_000_000} max={1_000_000} />
      </Form.Item>
    </>
  )
}

/** A cleared select sends null (every nav), not nothing. */
const withNav = (v: Record<string, unknown>, home: Home) => (home === 'course' ? { ...v, navId: v.navId ?? null } : v)

export function BannerCreate({ home }: { home: Home }) {
  const { formProps, saveButtonProps, onFinish } = useForm({ resource: `${home}-banners`, redirect: 'list' })
  return (
    <Create goBack={false} saveButtonProps={saveButtonProps}>
      <Form
        {...formProps}
        layout='vertical'
        initialValues={{ sort: 0, jumpType: 99, jumpValue: '' }}
        onFinish={(v) => onFinish(withNav(v, home))}
      >
        <BannerFields home={home} />
      </Form>
    </Create>
  )
}

export function BannerEdit({ home }: { home: Home }) {
  const { formProps, saveButtonProps, onFinish } = useForm({ resource: `${home}-banners`, redirect: 'list' })
  return (
    <Edit goBack={false} saveButtonProps={saveButtonProps}>
      <Form {...formProps} layout='vertical' onFinish={(v) => onFinish(withNav(v, home))}>
        <BannerFields home={home} />
      </Form>
    </Edit>
  )
}
