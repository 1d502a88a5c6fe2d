/**
 * Daily picks (issue 31): the date (a listener's own calendar day; the field starts on today), the track picked by
 * searching the catalogue, the quote in both languages and an optional image. One pick per date: the server refuses a
 * second one (409). A new pick is a draft; the edit page publishes or unpublishes it and previews it as the app's
 * day card in either language.
 */
import { useCustom, useTranslate, type BaseRecord } from '@refinedev/core'
import { Card, Col, DatePicker, Form, Input, Row, Segmented, Space, Typography } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useEffect, useState } from 'react'
import { DraftCreate, DraftEdit } from '../../components/DraftEdit'
import { appLink } from '../../components/appLink'
import { API_URL } from '../../providers/http'
import { SearchSelect } from '../collections/SearchSelect'
import { translateIn } from '../../providers/i18n'

export interface Track {
  id?: number
  trackId?: number
  titleZh: string
  titleEn: string
  albumZh: string
  albumEn: string
}

export const english = () => document.documentElement.lang === 'en'
export const trackLabel = (r: Track, en = english()) =>
  en
    ? `${r.id ?? r.trackId} · ${r.titleEn || r.titleZh} (${r.albumEn || r.albumZh})`
    : `${r.id ?? r.trackId} · ${r.titleZh}（${r.albumZh}）`

/** The home's address in the H5 app on this host (the day card is on it). */
export const HOME_APP_URL = '/pages/meditation/index'

function PickFields({ saved, creating }: { saved?: Track | null; creating?: boolean }) {
  const t = useTranslate()
  const label = (k: string) => t(`day-picks.fields.${k}`)
  return (
    <>
      <Typography.Paragraph type='secondary'>{t('day-picks.draftNote')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name='day'
            label={label('day')}
            extra={t('day-picks.dayNote')}
            rules={[{ required: creating }]}
            getValueProps={(v: string | null | undefined) => ({ value: v ? dayjs(v) : undefined })}
            normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : undefined)}
          >
            <DatePicker allowClear={false} />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name='trackId' label={label('track')} rules={[{ required: true, message: t('day-picks.pick') }]}>
            <SearchSelect
              path='day-picks/tracks'
              ariaLabel={label('track')}
              initial={saved ? { value: Number(saved.id), label: trackLabel(saved) } : undefined}
              toOption={(r) => ({ value: Number(r.trackId), label: trackLabel(r as unknown as Track) })}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name='quoteZh' label={label('quoteZh')} rules={[{ required: true, whitespace: true, max: 200 }]}>
            <Input.TextArea rows={2} showCount maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name='quoteEn' label={label('quoteEn')} rules={[{ max: 300 }]}>
            <Input.TextArea rows={2} showCount maxLength={300} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name='cover' label={label('cover')} extra={t('day-picks.coverNote')} rules={[{ max: 500 }]}>
        <Input />
      </Form.Item>
    </>
  )
}

const FIELDS = ['day', 'trackId', 'quoteZh', 'quoteEn', 'cover']

/** Starts the new pick's date on today in the app's default zone (the server's clock), once it is known. */
function TodayAsDefault() {
  const form = Form.useFormInstance()
  const { result } = useCustom<{ day: string }>({ url: `${API_URL}/day-picks/today`, method: 'get' })
  const today = result?.data?.day
  useEffect(() => {
    if (today && !form.getFieldValue('day')) form.setFieldValue('day', today)
  }, [today, form])
  return null
}

export function DayPickCreate() {
  return (
    <DraftCreate fields={FIELDS}>
      <TodayAsDefault />
      <PickFields creating />
    </DraftCreate>
  )
}

/** The pick as the app's home shows it on its date: the day card, in either language. */
function PickPreview({ pick }: { pick: BaseRecord }) {
  const t = useTranslate()
  const [lang, setLang] = useState<'zh' | 'en'>(english() ? 'en' : 'zh')
  const en = lang === 'en'
  const track = pick.track as Track | null
  return (
    <Card
      title={t('day-picks.preview.title')}
      extra={
        <Segmented
          aria-label={t('day-picks.preview.language')}
          value={lang}
          onChange={(v) => setLang(v as 'zh' | 'en')}
          options={[
            { value: 'zh', label: '繁體中文' },
            { value: 'en', label: 'English' }
          ]}
        />
      }
      style={{ maxWidth: 420, marginTop: 24 }}
    >
      <Space direction='vertical' style={{ width: '100%' }}>
        <div
          lang={en ? 'en' : 'zh-Hant'}
          style={{ borderRadius: 12, padding: 16, background: '#2b3a42', color: '#fff' }}
        >
          <div style={{ fontSize: 12, opacity: 0.9 }}>
            {en ? 'Daily pick' : '每日推薦'} · {pick.day ?? (en ? 'in rotation' : '輪播')}
          </div>
          <div style={{ fontSize: 18, margin: '8px 0' }}>{en ? pick.quoteEn || pick.quoteZh : pick.quoteZh}</div>
          {track && <div style={{ fontSize: 14 }}>{en ? track.titleEn || track.titleZh : track.titleZh}</div>}
        </div>
        {pick.status === 'published' && (
          <a
            href={appLink(HOME_APP_URL, en ? 'en' : 'zh-Hant')}
            hrefLang={en ? 'en' : 'zh-Hant'}
            target='_blank'
            rel='noreferrer'
          >
            {translateIn(en ? 'en' : 'zh-Hant', 'day-picks.openInApp')}
          </a>
        )}
      </Space>
    </Card>
  )
}

export function DayPickEdit() {
  return (
    <DraftEdit resource='day-picks' fields={FIELDS} preview={(r) => <PickPreview pick={r} />}>
      {(r) => <PickFields saved={(r?.track as Track | null) ?? null} />}
    </DraftEdit>
  )
}
