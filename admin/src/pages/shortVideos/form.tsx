/**
 * Short videos (issue 31): titles and teacher in both languages and the video, uploaded here (the server makes HLS
 * and a poster, which is the video's cover in the app). A new one is a draft; the edit page shows where it stands,
 * publishes or unpublishes it, and previews it with a link to the app's short-video page once published.
 */
import { useTranslate, type BaseRecord } from '@refinedev/core'
import { Card, Col, Form, Image, Input, Row, Space, Typography } from 'antd'
import { DraftCreate, DraftEdit } from '../../components/DraftEdit'
import { MediaUpload } from '../../components/MediaUpload'

function ShortVideoFields({ editing }: { editing?: boolean }) {
  const t = useTranslate()
  const label = (k: string) => t(`short-videos.fields.${k}`)
  return (
    <>
      <Typography.Paragraph type='secondary'>{t('short-videos.draftNote')}</Typography.Paragraph>
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
            <Form.Item name={`teacher${l}`} label={label(`teacher${l}`)} rules={[{ max: 100 }]}>
              <Input />
            </Form.Item>
            <Form.Item name={`intro${l}`} label={label(`intro${l}`)} rules={[{ max: 2000 }]}>
              <Input.TextArea rows={2} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.Item
        name='uploadId'
        label={label('video')}
        rules={[{ required: !editing }]}
        extra={editing ? t('short-videos.replaceNote') : undefined}
      >
        <MediaUpload kind='video' />
      </Form.Item>
    </>
  )
}

const FIELDS = ['titleZh', 'titleEn', 'teacherZh', 'teacherEn', 'introZh', 'introEn', 'uploadId']

export function ShortVideoCreate() {
  return (
    <DraftCreate fields={FIELDS}>
      <ShortVideoFields />
    </DraftCreate>
  )
}

function Preview({ video }: { video: BaseRecord }) {
  const t = useTranslate()
  return (
    <Card title={t('short-videos.preview.title')} style={{ maxWidth: 420, marginTop: 24 }}>
      <Space direction='vertical'>
        {video.posterPath && (
          <Image src={video.posterPath} width={240} alt={t('videoUpload.poster', { name: video.titleZh })} />
        )}
        <Typography.Text strong>{video.titleZh}</Typography.Text>
        <Typography.Text lang='en'>{video.titleEn}</Typography.Text>
        <Typography.Text type='secondary'>
          {video.teacherZh} · {t('short-videos.seconds', { n: video.duration })}
        </Typography.Text>
        {video.status === 'published' && (
          <a
            href={`/study/pages/course/shortVideo?sku=${encodeURIComponent(String(video.sku))}`}
            target='_blank'
            rel='noreferrer'
          >
            {t('short-videos.preview.open')}
          </a>
        )}
      </Space>
    </Card>
  )
}

export function ShortVideoEdit() {
  return (
    <DraftEdit resource='short-videos' fields={FIELDS} preview={(r) => <Preview video={r} />}>
      {() => <ShortVideoFields editing />}
    </DraftEdit>
  )
}
