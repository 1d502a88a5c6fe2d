/**
 * Annual card products (issue 31): price, normal price, days, titles; the edit is what the app's checkout charges.
 * A new card is a draft (not sold) until published; unpublishing stops the sale, the cards people hold stay theirs.
 */
import { useTranslate, type BaseRecord } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { Space, Table } from 'antd'
import { ListTable, PublishButton, RowButton, StatusTag, UnpublishButton } from '../../components/ListTable'

const money = (v: number) => (v / 100).toFixed(2)

export default function AnnualCardList() {
  const t = useTranslate()
  const { tableProps, searchFormProps } = useTable({ pagination: { mode: 'off' } })
  return (
    <ListTable tableProps={tableProps} searchFormProps={searchFormProps}>
      <Table.Column dataIndex='code' title={t('annual-cards.fields.code')} />
      <Table.Column dataIndex='titleZh' title={t('annual-cards.fields.titleZh')} />
      <Table.Column dataIndex='titleEn' title={t('annual-cards.fields.titleEn')} />
      <Table.Column
        dataIndex='level'
        title={t('annual-cards.fields.level')}
        render={(v: number) => t(`annual-cards.level.${v}`)}
      />
      <Table.Column dataIndex='priceCents' title={t('annual-cards.fields.priceCents')} render={money} />
      <Table.Column dataIndex='originalPriceCents' title={t('annual-cards.fields.originalPriceCents')} render={money} />
      <Table.Column dataIndex='days' title={t('annual-cards.fields.days')} />
      <Table.Column
        dataIndex='status'
        title={t('annual-cards.fields.status')}
        render={(v: string) => <StatusTag resource='annual-cards' value={v} />}
      />
      <Table.Column
        title={t('table.actions')}
        render={(_, r: BaseRecord) => (
          <Space wrap>
            <RowButton kind='edit' record={r} name={String(r.titleZh)} />
            <PublishButton resource='annual-cards' record={r} name={String(r.titleZh)} />
            <UnpublishButton resource='annual-cards' record={r} name={String(r.titleZh)} />
          </Space>
        )}
      />
    </ListTable>
  )
}
