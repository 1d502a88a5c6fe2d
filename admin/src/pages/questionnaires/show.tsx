/** A questionnaire's answers: who answered when and each answer (a column per question), a page at a time; all as CSV. */
import { useGetLocale, useShow, useTranslate } from '@refinedev/core'
import { DateField, Show, useTable } from '@refinedev/antd'
import { Button, Descriptions, Table, Typography } from 'antd'
import { DownloadOutlined } from '@ant-design/icons'
import { StatusTag } from '../../components/ListTable'
import { API_URL } from '../../providers/http'

const R = 'questionnaires'

interface AnswerRow {
  id: number
  userId: number
  nickname: string | null
  email: string | null
  submittedAt: string
  answers: { key: string; title: string; value: string }[]
}

export default function QuestionnaireAnswers() {
  const t = useTranslate()
  const en = useGetLocale()() === 'en'
  const { query } = useShow({ resource: R })
  const form = query.data?.data
  const id = form?.id
  const { tableProps } = useTable<AnswerRow>({
    resource: `${R}/${id ?? 0}/answers`,
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    queryOptions: { enabled: !!id }
  })
  const questions = (form?.questions ?? []) as { key: string; titleZh: string; titleEn: string }[]
  return (
    <Show
      goBack={false}
      isLoading={query.isLoading}
      title={t(`${R}.titles.show`)}
      headerButtons={({ defaultButtons }) => (
        <>
          {defaultButtons}
          {form && (
            <Button icon={<DownloadOutlined />} href={`${API_URL}/${R}/${form.id}/answers.csv`} download>
              {t(`${R}.download`)}
            </Button>
          )}
        </>
      )}
    >
      {form && (
        <>
          <Descriptions bordered column={{ xs: 1, md: 2 }} size='small'>
            <Descriptions.Item label={t(`${R}.fields.titleZh`)}>{form.titleZh}</Descriptions.Item>
            <Descriptions.Item label={t(`${R}.fields.titleEn`)}>{form.titleEn}</Descriptions.Item>
            <Descriptions.Item label={t(`${R}.fields.page`)}>{t(`${R}.pages.${form.page}`)}</Descriptions.Item>
            <Descriptions.Item label={t(`${R}.fields.status`)}>
              <StatusTag resource={R} value={String(form.status)} />
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
            {t(`${R}.answerTotal`, { count: Number(form.answerCount) })}
          </Typography.Title>
          <Table<AnswerRow> {...tableProps} rowKey='id' size='small' scroll={{ x: true }}>
            <Table.Column<AnswerRow> dataIndex='userId' title={t(`${R}.fields.userId`)} />
            <Table.Column<AnswerRow> dataIndex='email' title={t(`${R}.fields.email`)} />
            <Table.Column<AnswerRow>
              dataIndex='submittedAt'
              title={t(`${R}.fields.submittedAt`)}
              render={(v: string) => <DateField value={v} format='YYYY-MM-DD HH:mm' />}
            />
            {questions.map((q, i) => (
              <Table.Column<AnswerRow>
                key={q.key}
                title={en ? q.titleEn : q.titleZh}
                render={(_, r) => <span data-testid={`answer-${q.key}`}>{r.answers[i]?.value}</span>}
              />
            ))}
          </Table>
        </>
      )}
    </Show>
  )
}
