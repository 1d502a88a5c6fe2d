/**
 * A camp's days on its edit page: the list (day, kind, title, the date it opens), add / edit in a dialog, delete;
 * and a preview of the camp as the app's camp page shows it, in either language. Every change makes the camp a
 * draft until it is published again.
 */
import { useState } from 'react'
import { useCustomMutation, useInvalidate, useTranslate, type BaseRecord } from '@refinedev/core'
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Row,
  Segmented,
  Select,
  Space,
  Table,
  Tag,
  Typography
} from 'antd'
import { API_URL, errorMessage } from '../../providers/http'
import { translateIn } from '../../providers/i18n'
import { PublishButton, StatusTag } from '../../components/ListTable'
import { emptyLocale } from '../../components/EmptyState'
import { appLink } from '../../components/appLink'

export interface CampDay {
  day: number
  kind: 'audio' | 'video' | 'text'
  titleZh: string
  titleEn: string
  bodyZh: string
  bodyEn: string
  mediaPath: string
  duration: number
  opensAt: string | null
}

const KINDS = ['text', 'audio', 'video'] as const
/** The date a day opens, as the console shows it (Asia/Taipei is the app's default zone). */
const openDate = (iso: string | null, locale: string) =>
  iso
    ? new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        weekday: 'short',
        timeZone: 'Asia/Taipei'
      }).format(new Date(iso))
    : ''

function DayDialog({
  campId,
  day,
  nextDay,
  onClose
}: {
  campId: string | number
  day: CampDay | null
  nextDay: number
  onClose: () => void
}) {
  const t = useTranslate()
  const { message } = App.useApp()
  const { mutateAsync, mutation } = useCustomMutation()
  const invalidate = useInvalidate()
  const [form] = Form.useForm()
  const [refusal, setRefusal] = useState<string>()
  const kind = Form.useWatch('kind', form) as string | undefined
  const label = (k: string) => t(`camps.days.fields.${k}`)
  return (
    <Modal
      open
      title={day ? t('camps.days.editOf', { day: day.day }) : t('camps.days.add')}
      okText={t('buttons.save')}
      cancelText={t('buttons.cancel')}
      okButtonProps={{ loading: mutation.isPending }}
      onCancel={onClose}
      width={760}
      onOk={async () => {
        let v: Record<string, unknown>
        try {
          v = await form.validateFields()
        } catch {
          return
        }
        setRefusal(undefined)
        try {
          await mutateAsync({
            url: day ? `${API_URL}/camps/${campId}/days/${day.day}` : `${API_URL}/camps/${campId}/days`,
            method: day ? 'put' : 'post',
            values: day ? { ...v, day: undefined } : v,
            successNotification: false,
            errorNotification: false
          })
          await invalidate({ resource: 'camps', invalidates: ['list', 'detail'], id: campId })
          message.success(t('camps.days.saved'))
          onClose()
        } catch (err) {
          setRefusal(errorMessage(err))
        }
      }}
    >
      {refusal && <Alert type='error' showIcon role='alert' message={refusal} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        name={`camp-${campId}-day`}
        layout='vertical'
        initialValues={day ?? { day: nextDay, kind: 'text', duration: 0 }}
      >
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Form.Item name='day' label={label('day')} rules={[{ required: true }]}>
              <InputNumber min={1} max={366} precision={0} disabled={!!day} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name='kind' label={label('kind')}>
              <Select options={KINDS.map((k) => ({ value: k, label: t(`camps.days.kinds.${k}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name='duration' label={label('duration')}>
              <InputNumber min={0} max={86_400} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          {(['Zh', 'En'] as const).map((l) => (
            <Col xs={24} md={12} key={l}>
              <Form.Item name={`title${l}`} label={label(`title${l}`)} rules={[{ required: true, max: 100 }]}>
                <Input />
              </Form.Item>
              <Form.Item
                name={`body${l}`}
                label={label(`body${l}`)}
                rules={[{ required: kind === 'text' && l === 'Zh', max: 20_000 }]}
              >
                <Input.TextArea rows={4} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Form.Item
          name='mediaPath'
          label={label('mediaPath')}
          extra={t('camps.days.mediaNote')}
          rules={[{ required: kind === 'audio' || kind === 'video', max: 512 }]}
        >
          <Input placeholder='/static/audio/….mp3' />
        </Form.Item>
      </Form>
    </Modal>
  )
}

/** The app's page of a camp (its course id is the app's `commodity_id`: GET /v2/commodity/:id). */
const campAppUrl = (id: unknown) => `/study/pages/course/onlineCamp?commodity_id=${encodeURIComponent(String(id))}`

/** The camp as the app's camp page lists it: cover, titles, price, each day with the date it opens. */
function Preview({ camp, days }: { camp: BaseRecord; days: CampDay[] }) {
  const t = useTranslate()
  const [lang, setLang] = useState<'zh' | 'en'>('zh')
  const pick = (zh: string, en: string) => (lang === 'en' ? en || zh : zh)
  const locale = lang === 'en' ? 'en' : 'zh-TW'
  // the app's own words in the preview's language (the console's are in the console's)
  const tp = (key: string, params?: Record<string, unknown>) =>
    translateIn(lang === 'en' ? 'en' : 'zh-Hant', key, params)
  return (
    <Card
      title={t('camps.preview.title')}
      extra={
        <Segmented
          aria-label={t('camps.preview.language')}
          value={lang}
          onChange={(v) => setLang(v as 'zh' | 'en')}
          options={[
            { value: 'zh', label: '繁體中文' },
            { value: 'en', label: 'English' }
          ]}
        />
      }
      style={{ maxWidth: 420 }}
    >
      <div lang={lang === 'en' ? 'en' : 'zh-Hant'}>
        {camp.cover && (
          <img
            src={camp.cover}
            alt=''
            style={{ width: '100%', aspectRatio: '16/9', objectFit: 'cover', borderRadius: 8 }}
          />
        )}
        <Typography.Title level={4} style={{ marginTop: 12 }}>
          {pick(camp.titleZh, camp.titleEn)}
        </Typography.Title>
        <Typography.Paragraph type='secondary'>{pick(camp.subtitleZh, camp.subtitleEn)}</Typography.Paragraph>
        <Typography.Paragraph>
          {camp.priceCents > 0 ? `NT$ ${camp.priceCents / 100}` : tp('lives.free')}
          {camp.startAt && ` · ${tp('camps.preview.starts', { date: openDate(camp.startAt, locale) })}`}
        </Typography.Paragraph>
        <ol aria-label={t('camps.days.title')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {days.map((d) => (
            <li key={d.day} style={{ padding: '8px 0', borderTop: '1px solid #eee' }}>
              <Typography.Text strong>{tp('camps.preview.day', { day: d.day })}</Typography.Text>
              <Typography.Text type='secondary'> · {openDate(d.opensAt, locale)}</Typography.Text>
              <div>
                {pick(d.titleZh, d.titleEn)} <Tag>{tp(`camps.days.kinds.${d.kind}`)}</Tag>
              </div>
            </li>
          ))}
        </ol>
        {days.length === 0 && <Typography.Text type='secondary'>{tp('camps.days.empty')}</Typography.Text>}
        {camp.status === 'published' && (
          <Typography.Paragraph style={{ marginTop: 12 }}>
            <a
              href={appLink(campAppUrl(camp.id), lang === 'en' ? 'en' : 'zh-Hant')}
              hrefLang={lang === 'en' ? 'en' : 'zh-Hant'}
              target='_blank'
              rel='noreferrer'
            >
              {tp('camps.preview.open')}
            </a>
          </Typography.Paragraph>
        )}
      </div>
    </Card>
  )
}

export function CampDays({ id, camp }: { id: string | number; camp: BaseRecord }) {
  const t = useTranslate()
  const { message } = App.useApp()
  const { mutateAsync } = useCustomMutation()
  const invalidate = useInvalidate()
  const [editing, setEditing] = useState<CampDay | null | 'new'>(null)
  const days = (camp.days ?? []) as CampDay[]
  const locale = t('camps.dateLocale')
  return (
    <Space direction='vertical' size='large' style={{ width: '100%', marginTop: 24 }}>
      <Card
        title={t('camps.days.title')}
        extra={
          <Space>
            {/* where the camp stands: a saved change keeps it a draft until it is published again */}
            <StatusTag resource='camps' value={String(camp.status)} />
            <PublishButton resource='camps' record={camp} name={camp.titleZh} />
            <Button type='primary' onClick={() => setEditing('new')}>
              {t('camps.days.add')}
            </Button>
          </Space>
        }
      >
        <Typography.Paragraph type='secondary'>{t('camps.days.note')}</Typography.Paragraph>
        <Table<CampDay> dataSource={days} rowKey='day' pagination={false} locale={emptyLocale(t('camps.days.empty'))}>
          <Table.Column dataIndex='day' title={t('camps.days.fields.day')} />
          <Table.Column
            dataIndex='opensAt'
            title={t('camps.days.fields.opensAt')}
            render={(v: string | null) => openDate(v, locale)}
          />
          <Table.Column
            dataIndex='kind'
            title={t('camps.days.fields.kind')}
            render={(k: string) => t(`camps.days.kinds.${k}`)}
          />
          <Table.Column dataIndex='titleZh' title={t('camps.days.fields.titleZh')} />
          <Table.Column dataIndex='titleEn' title={t('camps.days.fields.titleEn')} />
          <Table.Column
            title={t('table.actions')}
            render={(_, d: CampDay) => (
              <Space>
                <Button size='small' aria-label={t('camps.days.editOf', { day: d.day })} onClick={() => setEditing(d)}>
                  {t('buttons.edit')}
                </Button>
                <Popconfirm
                  title={t('camps.days.confirmDelete', { day: d.day })}
                  okText={t('buttons.delete')}
                  cancelText={t('buttons.cancel')}
                  onConfirm={async () => {
                    await mutateAsync({
                      url: `${API_URL}/camps/${id}/days/${d.day}`,
                      method: 'delete',
                      values: {},
                      successNotification: false
                    })
                    await invalidate({ resource: 'camps', invalidates: ['list', 'detail'], id })
                    message.success(t('camps.days.deleted'))
                  }}
                >
                  <Button size='small' aria-label={t('camps.days.deleteOf', { day: d.day })}>
                    {t('buttons.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            )}
          />
        </Table>
      </Card>
      <Preview camp={camp} days={days} />
      {editing && (
        <DayDialog
          campId={id}
          day={editing === 'new' ? null : editing}
          nextDay={(days.at(-1)?.day ?? 0) + 1}
          onClose={() => setEditing(null)}
        />
      )}
    </Space>
  )
}
