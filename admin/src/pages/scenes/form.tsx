/**
 * Scene music (issue 31): titles in both languages, the background image (one of the scenes' images or any address)
 * and the music, uploaded here (the server converts it to AAC). A new one is a draft; the edit page shows where it
 * stands, publishes or unpublishes it, and previews it as the app's scene card, with its music playable, in either
 * language; a published one links to the app's scene setting page.
 */
import { useList, useTranslate, type BaseRecord } from '@refinedev/core'
import { Card, Col, Form, Input, InputNumber, Row, Segmented, Space, Typography } from 'antd'
import { useState } from 'react'
import { DraftCreate, DraftEdit } from '../../components/DraftEdit'
import { MediaUpload } from '../../components/MediaUpload'
import { appLink } from '../../components/appLink'
import { translateIn } from '../../providers/i18n'

/** The app's scene setting page (the H5 app on this host). */
export const SCENE_APP_URL = '/study/pages/scene/setting'

/** The background images the scenes already use, to pick from (any other address may be typed). */
function CoverField() {
  const t = useTranslate()
  const { result } = useList({ resource: 'scenes', pagination: { pageSize: 100 } })
  const covers = [...new Set((result?.data ?? []).map((s) => String(s.cover)).filter(Boolean))]
  return (
    <>
      <Form.Item
        name='cover'
        label={t('scenes.fields.cover')}
        extra={t('scenes.coverNote')}
        rules={[{ required: true, whitespace: true, max: 500 }]}
      >
        <Input list='scene-covers' />
      </Form.Item>
      <datalist id='scene-covers'>
        {covers.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
    </>
  )
}

function SceneFields({ editing }: { editing?: boolean }) {
  const t = useTranslate()
  const label = (k: string) => t(`scenes.fields.${k}`)
  return (
    <>
      <Typography.Paragraph type='secondary'>{t('scenes.draftNote')}</Typography.Paragraph>
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
          </Col>
        ))}
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={16}>
          <CoverField />
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name='sort' label={label('sort')} extra={t('scenes.sortNote')}>
            <InputNumber precision={0} min={-1_000_000} max={1_000_000} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name='uploadId'
        label={label('music')}
        rules={[{ required: !editing, message: t('scenes.musicRequired') }]}
        extra={editing ? t('scenes.replaceNote') : undefined}
      >
        <MediaUpload kind='audio' />
      </Form.Item>
    </>
  )
}

const FIELDS = ['titleZh', 'titleEn', 'cover', 'sort', 'uploadId']

export function SceneCreate() {
  return (
    <DraftCreate fields={FIELDS} initialValues={{ sort: 0 }}>
      <SceneFields />
    </DraftCreate>
  )
}

/** The scene as the app's scene setting shows it (its image, its title on it), and its music. */
function ScenePreview({ scene }: { scene: BaseRecord }) {
  const t = useTranslate()
  const [lang, setLang] = useState<'zh' | 'en'>(document.documentElement.lang === 'en' ? 'en' : 'zh')
  const title = lang === 'en' ? scene.titleEn || scene.titleZh : scene.titleZh
  return (
    <Card
      title={t('scenes.preview.title')}
      extra={
        <Segmented
          aria-label={t('scenes.preview.language')}
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
          lang={lang === 'en' ? 'en' : 'zh-Hant'}
          style={{
            position: 'relative',
            height: 160,
            borderRadius: 12,
            overflow: 'hidden',
            background: `#2b3a42 center / cover no-repeat url("${String(scene.cover).replace(/"/g, '%22')}")`
          }}
        >
          <span
            style={{
              position: 'absolute',
              left: 0,
              right: 0,
              bottom: 0,
              padding: '24px 12px 10px',
              color: '#fff',
              fontSize: 18,
              fontWeight: 600,
              background: 'linear-gradient(transparent, rgba(0,0,0,0.75))'
            }}
          >
            {title}
          </span>
        </div>
        {scene.music && (
          <audio
            controls
            preload='none'
            src={scene.music}
            style={{ width: '100%' }}
            aria-label={t('scenes.preview.play', { name: title })}
          />
        )}
        {scene.status === 'published' && (
          <a
            href={appLink(SCENE_APP_URL, lang === 'en' ? 'en' : 'zh-Hant')}
            hrefLang={lang === 'en' ? 'en' : 'zh-Hant'}
            target='_blank'
            rel='noreferrer'
          >
            {translateIn(lang === 'en' ? 'en' : 'zh-Hant', 'scenes.openInApp')}
          </a>
        )}
      </Space>
    </Card>
  )
}

export function SceneEdit() {
  return (
    <DraftEdit resource='scenes' fields={FIELDS} preview={(r) => <ScenePreview scene={r} />}>
      {() => <SceneFields editing />}
    </DraftEdit>
  )
}
