/** One batch: what it grants, its use, its codes (a page here, all of them as CSV), and disabling it. */
import { useShow, useTranslate } from '@refinedev/core'
import { DateField, Show, useTable } from '@refinedev/antd'
import { App, Button, Descriptions, Popconfirm, Table, Tag, Typography } from 'antd'
import { DownloadOutlined } from '@ant-design/icons'
import { useAction } from '../../components/actions'
import { TAG } from '../../components/theme'
import { API_URL } from '../../providers/http'
import { BATCH_COLOR } from './list'

const CODE_COLOR: Record<string, string> = { unused: TAG.blue, used: TAG.green, expired: '', disabled: TAG.red }

interface CodeRow {
  code: string
  status: string
  usedBy: number | null
  usedAt: string | null
}

export default function CodeBatchShow() {
  const t = useTranslate()
  const { message } = App.useApp()
  const { query } = useShow({ resource: 'code-batches' })
  const { run, busy } = useAction('code-batches')
  const batch = query.data?.data
  const id = batch?.id
  const { tableProps } = useTable<CodeRow>({
    resource: `code-batches/${id ?? 0}/codes`,
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    queryOptions: { enabled: !!id }
  })
  const when = (v: unknown) => (typeof v === 'string' ? <DateField value={v} format='YYYY-MM-DD HH:mm' /> : null)
  return (
    <Show
      goBack={false}
      isLoading={query.isLoading}
      headerButtons={({ defaultButtons }) => (
        <>
          {defaultButtons}
          {batch && (
            <Button icon={<DownloadOutlined />} href={`${API_URL}/code-batches/${batch.id}/codes.csv`} download>
              {t('code-batches.download')}
            </Button>
          )}
          {batch && !batch.disabledAt && (
            <Popconfirm
              title={t('code-batches.confirmDisable')}
              okText={t('code-batches.disable')}
              okButtonProps={{ danger: true, loading: busy }}
              cancelText={t('buttons.cancel')}
              onConfirm={async () => {
                await run(batch.id!, 'disable')
                await query.refetch()
                message.success(t('code-batches.disabled'))
              }}
            >
              {/* antd's danger red on white is 3.4:1: the theme's darker tag red passes AA */}
              <Button danger style={{ color: TAG.red, borderColor: TAG.red }}>
                {t('code-batches.disable')}
              </Button>
            </Popconfirm>
          )}
        </>
      )}
    >
      {batch && (
        <>
          <Descriptions bordered column={{ xs: 1, md: 2 }} size='small'>
            <Descriptions.Item label={t('code-batches.fields.label')}>{batch.label}</Descriptions.Item>
            <Descriptions.Item label={t('code-batches.fields.status')}>
              <Tag data-testid='batch-status' color={BATCH_COLOR[batch.status]}>
                {t(`code-batches.status.${batch.status}`, batch.status)}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('code-batches.fields.target')}>
              {`${t(`code-batches.kinds.${batch.kind}`)} · ${batch.targetTitle}`}
            </Descriptions.Item>
            <Descriptions.Item label={`${t('code-batches.fields.usedCount')} / ${t('code-batches.fields.count')}`}>
              <span data-testid='batch-used'>{`${batch.usedCount} / ${batch.count}`}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('code-batches.fields.expiresAt')}>{when(batch.expiresAt)}</Descriptions.Item>
            <Descriptions.Item label={t('code-batches.fields.disabledAt')}>{when(batch.disabledAt)}</Descriptions.Item>
            <Descriptions.Item label={t('code-batches.fields.createdBy')}>{batch.createdBy}</Descriptions.Item>
            <Descriptions.Item label={t('code-batches.fields.createdAt')}>{when(batch.createdAt)}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
            {t('code-batches.codes', { count: batch.count })}
          </Typography.Title>
          <Table<CodeRow> {...tableProps} rowKey='code' size='small'>
            <Table.Column<CodeRow>
              dataIndex='code'
              title={t('code-batches.fields.code')}
              render={(v: string) => <Typography.Text code>{v}</Typography.Text>}
            />
            <Table.Column<CodeRow>
              dataIndex='status'
              title={t('code-batches.fields.status')}
              render={(s: string) => <Tag color={CODE_COLOR[s]}>{t(`code-batches.codeStatus.${s}`, s)}</Tag>}
            />
            <Table.Column<CodeRow> dataIndex='usedBy' title={t('code-batches.fields.usedBy')} />
            <Table.Column<CodeRow> dataIndex='usedAt' title={t('code-batches.fields.usedAt')} render={when} />
          </Table>
        </>
      )}
    </Show>
  )
}
