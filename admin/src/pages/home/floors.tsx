/** Floors of a home tab (issue 31): the list in display order (move, publish), create and edit. */
import { useTranslate, type BaseRecord } from '@refinedev/core'
import { Create, Edit, useForm, useTable } from '@refinedev/antd'
import { Col, Form, Input, InputNumber, Row, Select, Space, Table, Typography } from 'antd'
import { ListTable, PublishButton, RowButton, StatusFilter, dateCell, statusCell } from '../../components/ListTable'
import { useNavOptions, type Home } from './banners'
import { chosen, OrderButtons } from './order'

const STYLES = [1, 2, 3, 4]

export function FloorList({ home }: { home: Home }) {
  const resource = `${home}-floors`
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
      extra={<Typography.Paragraph type='secondary'>{t(`${resource}.floorNote`)}</Typography.Paragraph>}
      filters={<StatusFilter form={searchFormProps.form} resource={resource} />}
    >
      <Table.Column dataIndex='sort' title={t(`${resource}.fields.sort`)} />
      <Table.Column dataIndex='titleZh' title={t(`${resource}.fields.titleZh`)} />
      <Table.Column dataIndex='titleEn' title={t(`${resource}.fields.titleEn`)} />
      {home === 'course' && (
        <Table.Column
          dataIndex='navId'
          title={t(`${resource}.fields.navId`)}
          render={(v: number) => navs.find((n) => n.value === v)?.label ?? v}
        />
      )}
      <Table.Column
        dataIndex='style'
        title={t(`${resource}.fields.style`)}
        render={(v: number) => t(`${resource}.styles.${v}`, String(v))}
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

function FloorFields({ home }: { home: Home }) {
  const resource = `${home}-floors`
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
      <Form.Item name='style' label={label('style')} rules={[chosen(t(`${resource}.choose`))]}>
        <Select options={STYLES.map((s) => ({ value: s, label: t(`${resource}.styles.${s}`) }))} />
      </Form.Item>
      {home === 'course' && (
        <Form.Item name='navId' label={label('navId')} rules={[chosen(t(`${resource}.choose`))]}>
          <Select options={navs} />
        </Form.Item>
      )}
      <Form.Item name='sort' label={label('sort')}>
        <InputNumber precision={0} min={-1_000_000} max={1_000_000} />
      </Form.Item>
    </>
  )
}

export function FloorCreate({ home }: { home: Home }) {
  const { formProps, saveButtonProps } = useForm({ resource: `${home}-floors`, redirect: 'list' })
  return (
    <Create goBack={false} saveButtonProps={saveButtonProps}>
      <Form {...formProps} layout='vertical' initialValues={{ sort: 0, style: 1 }}>
        <FloorFields home={home} />
      </Form>
    </Create>
  )
}

export function FloorEdit({ home }: { home: Home }) {
  const { formProps, saveButtonProps } = useForm({ resource: `${home}-floors`, redirect: 'list' })
  return (
    <Edit goBack={false} saveButtonProps={saveButtonProps}>
      <Form {...formProps} layout='vertical'>
        <FloorFields home={home} />
      </Form>
    </Edit>
  )
}
