/**
 * Questionnaires (issue 31, editors): the app's research forms, drafts and published, with their page and how many
 * answered; edit, publish, unpublish, delete a draft nobody answered, and read the answers.
 */
import { useTranslate, type BaseRecord } from '@refinedev/core'
import { DeleteButton, ShowButton, useTable } from '@refinedev/antd'
import { Space, Table } from 'antd'
import {
  FilterSelect,
  ListTable,
  PublishButton,
  RowButton,
  SearchField,
  StatusFilter,
  UnpublishButton,
  dateCell,
  statusCell
} from '../../components/ListTable'

const R = 'questionnaires'

export default function QuestionnaireList() {
  const t = useTranslate()
  const { tableProps, searchFormProps } = useTable({
    syncWithLocation: true,
    onSearch: (v: { q?: string; status?: string; page?: string }) => [
      { field: 'q', operator: 'eq', value: v.q || undefined },
      { field: 'status', operator: 'eq', value: v.status || undefined },
      { field: 'page', operator: 'eq', value: v.page || undefined }
    ]
  })
  return (
    <ListTable
      tableProps={tableProps}
      searchFormProps={searchFormProps}
      filters={
        <>
          <SearchField
            form={searchFormProps.form}
            label={t('buttons.search')}
            placeholder={t(`${R}.fields.title`)}
            width={240}
          />
          <StatusFilter form={searchFormProps.form} resource={R} />
          <FilterSelect
            form={searchFormProps.form}
            name='page'
            label={t(`${R}.fields.page`)}
            width={200}
            options={['questionnaire', 'survey'].map((p) => ({ value: p, label: t(`${R}.pages.${p}`) }))}
          />
        </>
      }
    >
      <Table.Column dataIndex='titleZh' title={t(`${R}.fields.titleZh`)} />
      <Table.Column dataIndex='titleEn' title={t(`${R}.fields.titleEn`)} />
      <Table.Column dataIndex='page' title={t(`${R}.fields.page`)} render={(v: string) => t(`${R}.pages.${v}`)} />
      <Table.Column dataIndex='questionCount' title={t(`${R}.fields.questionCount`)} />
      <Table.Column dataIndex='answerCount' title={t(`${R}.fields.answerCount`)} />
      <Table.Column dataIndex='status' title={t(`${R}.fields.status`)} render={statusCell(R)} />
      <Table.Column dataIndex='publishedAt' title={t(`${R}.fields.publishedAt`)} render={dateCell()} />
      <Table.Column
        title={t('table.actions')}
        render={(_, r: BaseRecord) => (
          <Space wrap>
            <RowButton kind='edit' record={r} name={r.titleZh} />
            <ShowButton size='small' recordItemId={r.id} aria-label={`${t(`${R}.answers`)} ${r.titleZh}`}>
              {t(`${R}.answers`)}
            </ShowButton>
            <PublishButton resource={R} record={r} name={r.titleZh} />
            <UnpublishButton resource={R} record={r} name={r.titleZh} />
            {r.status === 'draft' && !r.answerCount && (
              <DeleteButton
                hideText
                size='small'
                recordItemId={r.id}
                aria-label={`${t('buttons.delete')} ${r.titleZh}`}
                confirmTitle={t(`${R}.confirmDelete`)}
              />
            )}
          </Space>
        )}
      />
    </ListTable>
  )
}
