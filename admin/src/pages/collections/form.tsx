/**
 * Collections (issue 31): the titles and intro in both languages, and its albums and courses in order, each picked
 * by searching the catalogue. Saving keeps a draft; publishing puts it in the app's collections, a preview shows it
 * as the app will, in either language, and a published one links to its page in the app.
 */
import { useTranslate, type BaseRecord } from '@refinedev/core'

import { Button, Card, Col, Form, Input, InputNumber, Row, Segmented, Select, Space, Typography } from 'antd'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { useState } from 'react'
import { DraftCreate, DraftEdit } from '../../components/DraftEdit'
import { appLink } from '../../components/appLink'
import { SearchSelect } from './SearchSelect'
import { translateIn } from '../../providers/i18n'

interface Item {
  kind: 'album' | 'course'
  id: number
  titleZh?: string
  titleEn?: string
}

const en = () => document.documentElement.lang === 'en'
const titleOf = (r: { titleZh?: string; titleEn?: string }, english = en()) =>
  (english ? r.titleEn || r.titleZh : r.titleZh) ?? ''

/** The app's address of a published collection (the H5 app on this host). */
export const collectionAppUrl = (id: unknown) => `/study/pages/collectionDetail/index?id=${id}`

function Items({ saved }: { saved: Item[] }) {
  const t = useTranslate()
  const form = Form.useFormInstance()
  return (
    <Form.List name='items'>
      {(fields, { add, remove }) => (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontSize: 14, marginBottom: 8 }}>{t('collections.fields.items')}</legend>
          {fields.map((f, i) => {
            const kind = (form.getFieldValue(['items', f.name, 'kind']) as Item['kind']) ?? 'album'
            const s = saved[f.name]
            return (
              <Space key={f.key} align='baseline' wrap style={{ display: 'flex', marginBottom: 8 }}>
                <span aria-hidden>{i + 1}.</span>
                <Form.Item name={[f.name, 'kind']} noStyle>
                  <Select
                    aria-label={t('collections.fields.kind', { n: i + 1 })}
                    style={{ width: 110 }}
                    onChange={() => form.setFieldValue(['items', f.name, 'id'], undefined)}
                    options={[
                      { value: 'album', label: t('collections.kinds.album') },
                      { value: 'course', label: t('collections.kinds.course') }
                    ]}
                  />
                </Form.Item>
                <Form.Item name={[f.name, 'id']} noStyle rules={[{ required: true, message: t('collections.pick') }]}>
                  <SearchSelect
                    path='collections/targets'
                    params={{ kind }}
                    ariaLabel={t('collections.fields.item', { n: i + 1 })}
                    initial={s && s.kind === kind ? { value: s.id, label: `${s.id} · ${titleOf(s)}` } : undefined}
                    toOption={(r) => ({
                      value: Number(r.id),
                      label: `${r.id} · ${titleOf(r as { titleZh?: string; titleEn?: string })}`
                    })}
                  />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  onClick={() => remove(f.name)}
                  aria-label={t('collections.removeItem', { n: i + 1 })}
                />
              </Space>
            )
          })}
          <Button icon={<PlusOutlined />} onClick={() => add({ kind: 'album' })}>
            {t('collections.addItem')}
          </Button>
        </fieldset>
      )}
    </Form.List>
  )
}

function Fields({ saved }: { saved: Item[] }) {
  const t = useTranslate()
  const label = (k: string) => t(`collections.fields.${k}`)
  return (
    <>
      <Typography.Paragraph type='secondary'>{t('collections.draftNote')}</Typography.Paragraph>
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
        <Col xs={24} md={16}>
          <Form.Item name='cover' label={label('cover')} rules={[{ max: 500 }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name='sort' label={label('sort')}>
            <InputNumber precision={0} min={-1_000_000} max={1_000_000} />
          </Form.Item>
        </Col>
      </Row>
      <Items saved={saved} />
    </>
  )
}

/** Only what the server takes: each item's kind and id. */
const toBody = (v: Record<string, unknown>) => ({
  ...v,
  items: ((v.items as Item[] | undefined) ?? []).map(({ kind, id }) => ({ kind, id }))
})

/** The collection as the app's collection page lists it, in either language. */
export function CollectionPreview({ record }: { record: BaseRecord }) {
  const t = useTranslate()
  const [lang, setLang] = useState<'zh' | 'en'>(en() ? 'en' : 'zh')
  const english = lang === 'en'
  const items = (record.items as Item[]) ?? []
  return (
    <Card
      title={t('collections.preview')}
      extra={
        <Segmented
          aria-label={t('collections.previewLanguage')}
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
          {titleOf(record as { titleZh?: string; titleEn?: string }, english)}
        </Typography.Title>
        <Typography.Paragraph type='secondary'>
          {english ? record.introEn || record.introZh : record.introZh}
        </Typography.Paragraph>
        <ol style={{ paddingInlineStart: 20, margin: 0 }}>
          {items.map((i) => (
            <li key={`${i.kind}${i.id}`}>{titleOf(i, english)}</li>
          ))}
        </ol>
      </div>
      {record.status === 'published' && (
        <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
          <a
            href={appLink(collectionAppUrl(record.id), english ? 'en' : 'zh-Hant')}
            hrefLang={english ? 'en' : 'zh-Hant'}
            target='_blank'
            rel='noreferrer'
          >
            {translateIn(english ? 'en' : 'zh-Hant', 'collections.openInApp')}
          </a>
        </Typography.Paragraph>
      )}
    </Card>
  )
}

export function CollectionCreate() {
  return (
    <DraftCreate body={toBody} initialValues={{ sort: 0, items: [{ kind: 'album' }] }}>
      <Fields saved={[]} />
    </DraftCreate>
  )
}

export function CollectionEdit() {
  return (
    <DraftEdit resource='collections' body={toBody} preview={(r) => <CollectionPreview record={r} />}>
      {(record) => <Fields saved={(record?.items as Item[]) ?? []} />}
    </DraftEdit>
  )
}
