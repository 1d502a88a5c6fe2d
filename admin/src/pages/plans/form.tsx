/**
 * Study plans (issue 31): the titles and intro in both languages, member or free, and its days, each day's tracks
 * picked by searching the catalogue. Saving keeps a draft; publishing puts it on the app's meditation home. A
 * preview shows it as the app's plan page will, in either language; a published one links to that page.
 */
import { useTranslate, type BaseRecord } from '@refinedev/core'
import { Button, Card, Col, Form, Input, InputNumber, Row, Segmented, Space, Switch, Typography } from 'antd'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { useState } from 'react'
import { DraftCreate, DraftEdit } from '../../components/DraftEdit'
import { appLink } from '../../components/appLink'
import { SearchSelect } from '../collections/SearchSelect'
import { translateIn } from '../../providers/i18n'

interface Item {
  day: number
  trackId: number
  titleZh?: string
  titleEn?: string
  albumZh?: string
  albumEn?: string
}

const en = () => document.documentElement.lang === 'en'
const trackLabel = (r: Item, english = en()) =>
  english
    ? `${r.trackId} · ${r.titleEn || r.titleZh} (${r.albumEn || r.albumZh})`
    : `${r.trackId} · ${r.titleZh}（${r.albumZh}）`

/** The app's address of a published plan (the H5 app on this host). */
export const planAppUrl = (sku: unknown) => `/pages/meditation/studyPlan?sku=${encodeURIComponent(String(sku))}`

function Days({ saved }: { saved: Item[] }) {
  const t = useTranslate()
  const form = Form.useFormInstance()
  /** A new row goes on the day after the last row's. */
  const nextDay = () => {
    const rows = (form.getFieldValue('items') as Partial<Item>[] | undefined) ?? []
    return Math.min(366, (rows[rows.length - 1]?.day ?? 0) + 1)
  }
  return (
    <Form.List name='items'>
      {(fields, { add, remove }) => (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontSize: 14, marginBottom: 8 }}>{t('plans.fields.items')}</legend>
          {fields.map((f, i) => {
            const s = saved[f.name]
            return (
              <Space key={f.key} align='baseline' wrap style={{ display: 'flex', marginBottom: 8 }}>
                <Form.Item name={[f.name, 'day']} noStyle rules={[{ required: true }]}>
                  <InputNumber
                    min={1}
                    max={366}
                    precision={0}
                    addonBefore={t('plans.day')}
                    aria-label={t('plans.fields.day', { n: i + 1 })}
                    style={{ width: 130 }}
                  />
                </Form.Item>
                <Form.Item name={[f.name, 'trackId']} noStyle rules={[{ required: true, message: t('plans.pick') }]}>
                  <SearchSelect
                    path='plans/tracks'
                    ariaLabel={t('plans.fields.track', { n: i + 1 })}
                    initial={s ? { value: s.trackId, label: trackLabel(s) } : undefined}
                    toOption={(r) => ({ value: Number(r.trackId), label: trackLabel(r as unknown as Item) })}
                  />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  onClick={() => remove(f.name)}
                  aria-label={t('plans.removeItem', { n: i + 1 })}
                />
              </Space>
            )
          })}
          <Button icon={<PlusOutlined />} onClick={() => add({ day: nextDay() })}>
            {t('plans.addItem')}
          </Button>
        </fieldset>
      )}
    </Form.List>
  )
}

function Fields({ saved }: { saved: Item[] }) {
  const t = useTranslate()
  const label = (k: string) => t(`plans.fields.${k}`)
  return (
    <>
      <Typography.Paragraph type='secondary'>{t('plans.draftNote')}</Typography.Paragraph>
      <Row gutter={16}>
        {(['Zh', 'En'] as const).map((l) => (
          <Col xs={24} md={12} key={l}>
            <Form.Item
              name={`title${l}`}
              label={label(`title${l}`)}
              rules={[{ required: true, whitespace: true, max: 100 }]}
            >
              <Input />
            </Form.Item>
            <Form.Item name={`intro${l}`} label={label(`intro${l}`)} rules={[{ max: 2000 }]}>
              <Input.TextArea rows={3} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name='cover' label={label('cover')} rules={[{ max: 500 }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name='sort' label={label('sort')}>
            <InputNumber precision={0} min={-1_000_000} max={1_000_000} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name='member' label={label('member')} valuePropName='checked'>
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Days saved={saved} />
    </>
  )
}

const toBody = (v: Record<string, unknown>) => ({
  ...v,
  items: ((v.items as Item[] | undefined) ?? []).map(({ day, trackId }) => ({ day, trackId }))
})

/** The plan as the app's plan page lists it, in either language. */
function PlanPreview({ record }: { record: BaseRecord }) {
  const t = useTranslate()
  const [lang, setLang] = useState<'zh' | 'en'>(en() ? 'en' : 'zh')
  const english = lang === 'en'
  const items = (record.items as Item[]) ?? []
  const days = [...new Set(items.map((i) => i.day))]
  return (
    <Card
      title={t('plans.preview')}
      extra={
        <Segmented
          aria-label={t('plans.previewLanguage')}
          value={lang}
          onChange={(v) => setLang(v as 'zh' | 'en')}
          options={[
            { value: 'zh', label: '繁體中文' },
            { value: 'en', label: 'English' }
          ]}
        />
      }
      style={{ maxWidth: 420, marginTop: 16 }}
    >
      <div lang={english ? 'en' : 'zh-Hant'}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {english ? record.titleEn || record.titleZh : record.titleZh}
        </Typography.Title>
        <Typography.Paragraph type='secondary'>
          {english ? record.introEn || record.introZh : record.introZh}
        </Typography.Paragraph>
        {days.map((d) => (
          <div key={d} style={{ padding: '6px 0', borderTop: '1px solid #eee' }}>
            <Typography.Text strong>{english ? `Day ${d}` : `第 ${d} 天`}</Typography.Text>
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {items
                .filter((i) => i.day === d)
                .map((i) => (
                  <li key={i.trackId}>{english ? i.titleEn || i.titleZh : i.titleZh}</li>
                ))}
            </ul>
          </div>
        ))}
      </div>
      {record.status === 'published' && (
        <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
          <a
            href={appLink(planAppUrl(record.sku), english ? 'en' : 'zh-Hant')}
            hrefLang={english ? 'en' : 'zh-Hant'}
            target='_blank'
            rel='noreferrer'
          >
            {translateIn(english ? 'en' : 'zh-Hant', 'plans.openInApp')}
          </a>
        </Typography.Paragraph>
      )}
    </Card>
  )
}

export function PlanCreate() {
  return (
    <DraftCreate body={toBody} initialValues={{ sort: 0, member: false, items: [{ day: 1 }] }}>
      <Fields saved={[]} />
    </DraftCreate>
  )
}

/** A published plan is never taken out of the app (users follow it): no unpublish. */
export function PlanEdit() {
  return (
    <DraftEdit resource='plans' body={toBody} unpublish={false} preview={(r) => <PlanPreview record={r} />}>
      {(record) => <Fields saved={(record?.items as Item[]) ?? []} />}
    </DraftEdit>
  )
}
