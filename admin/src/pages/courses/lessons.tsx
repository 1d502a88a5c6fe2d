/**
 * A course's lessons on its edit page: the list in the app's order (move up / down, edit, remove), add or edit one
 * in a dialog (titles, the free-preview flag, a video or audio file uploaded here: the server makes HLS or AAC; or a
 * text lesson's body in both languages, plain paragraphs read in the app),
 * where the course stands (publish / unpublish), and a preview of the app's course page in either language with a
 * link to the page itself once published.
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
  Modal,
  Popconfirm,
  Row,
  Segmented,
  Space,
  Switch,
  Table,
  Tag,
  Typography
} from 'antd'
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons'
import { API_URL, errorMessage } from '../../providers/http'
import { translateIn } from '../../providers/i18n'
import { ChangesButtons, PublishButton, StatusTag, UnpublishButton } from '../../components/ListTable'
import { emptyLocale } from '../../components/EmptyState'
import { MediaUpload } from '../../components/MediaUpload'
import { TAG } from '../../components/theme'
import { appLink } from '../../components/appLink'

/** The VOD kinds of spec §2 (sub_type 1, 9, 10, 12); lives, camps, tickets and short videos have their own pages. */
export const SUBTYPES = [1, 9, 10, 12] as const

export interface Lesson {
  id: number
  titleZh: string
  titleEn: string
  kind: 'video' | 'audio' | 'text'
  mediaPath: string
  bodyZh?: string
  bodyEn?: string
  duration: number
  isFree: boolean
  uploadId: string | null
}

const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`

function LessonDialog({
  courseId,
  lesson,
  onClose
}: {
  courseId: string | number
  lesson: Lesson | null
  onClose: () => void
}) {
  const t = useTranslate()
  const { message } = App.useApp()
  const { mutateAsync, mutation } = useCustomMutation()
  const invalidate = useInvalidate()
  const [form] = Form.useForm()
  const [refusal, setRefusal] = useState<string>()
  const [kind, setKind] = useState<Lesson['kind']>(lesson?.kind ?? 'video')
  // a text lesson sends its bodies, a media one its upload (the server refuses both at once)
  const sent = (k: string) => (kind === 'text' ? k !== 'uploadId' : k !== 'bodyZh' && k !== 'bodyEn')
  const label = (k: string) => t(`courses.lessons.fields.${k}`)
  return (
    <Modal
      open
      title={lesson ? t('courses.lessons.editOf', { title: lesson.titleZh }) : t('courses.lessons.add')}
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
            url: lesson
              ? `${API_URL}/courses/${courseId}/lessons/${lesson.id}`
              : `${API_URL}/courses/${courseId}/lessons`,
            method: lesson ? 'patch' : 'post',
            values: Object.fromEntries(Object.entries(v).filter(([k, x]) => x != null && sent(k))),
            successNotification: false,
            errorNotification: false
          })
          await invalidate({ resource: 'courses', invalidates: ['list', 'detail'], id: courseId })
          message.success(t('courses.lessons.saved'))
          onClose()
        } catch (err) {
          setRefusal(errorMessage(err))
        }
      }}
    >
      {refusal && <Alert type='error' showIcon role='alert' message={refusal} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        name={`course-${courseId}-lesson`}
        layout='vertical'
        initialValues={lesson ?? { isFree: false }}
      >
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
        <Form.Item label={label('kind')}>
          <Segmented
            aria-label={label('kind')}
            value={kind}
            onChange={(v) => setKind(v as Lesson['kind'])}
            options={(['video', 'audio', 'text'] as const).map((k) => ({
              value: k,
              label: t(`courses.lessons.kinds.${k}`)
            }))}
          />
        </Form.Item>
        {kind === 'text' ? (
          <>
            <Typography.Paragraph type='secondary'>{t('courses.lessons.textNote')}</Typography.Paragraph>
            {(['Zh', 'En'] as const).map((l) => (
              <Form.Item
                key={l}
                name={`body${l}`}
                label={label(`body${l}`)}
                rules={[{ required: true, whitespace: true, max: 20_000 }]}
              >
                <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} showCount maxLength={20_000} />
              </Form.Item>
            ))}
          </>
        ) : (
          <Form.Item name='uploadId' label={label('file')} rules={[{ required: !lesson || lesson.kind === 'text' }]}>
            <MediaUpload key={kind} kind={kind} />
          </Form.Item>
        )}
        <Form.Item name='isFree' label={label('isFree')} valuePropName='checked' extra={t('courses.lessons.freeNote')}>
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  )
}

/** The course as the app's course page shows it: cover, titles, price, its lessons in order. */
function Preview({ course, lessons }: { course: BaseRecord; lessons: Lesson[] }) {
  const t = useTranslate()
  const [lang, setLang] = useState<'zh' | 'en'>('zh')
  const pick = (zh: string, en: string) => (lang === 'en' ? en || zh : zh)
  // the app's own words in the preview's language (the console's are in the console's)
  const tp = (key: string) => translateIn(lang === 'en' ? 'en' : 'zh-Hant', key)
  return (
    <Card
      title={t('courses.preview.title')}
      extra={
        <Segmented
          aria-label={t('courses.preview.language')}
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
        {course.cover && (
          <img
            src={course.cover}
            alt=''
            style={{ width: '100%', aspectRatio: '16/9', objectFit: 'cover', borderRadius: 8 }}
          />
        )}
        <Typography.Title level={4} style={{ marginTop: 12 }}>
          {pick(course.titleZh, course.titleEn)}
        </Typography.Title>
        <Typography.Paragraph type='secondary'>{pick(course.teacherZh, course.teacherEn)}</Typography.Paragraph>
        <Typography.Paragraph>
          {course.priceCents > 0 ? `NT$ ${course.priceCents / 100}` : tp('lives.free')}
        </Typography.Paragraph>
        <ol aria-label={t('courses.lessons.title')} style={{ paddingLeft: 20, margin: 0 }}>
          {lessons.map((l) => (
            <li key={l.id} style={{ padding: '6px 0' }}>
              {pick(l.titleZh, l.titleEn)} <Typography.Text type='secondary'>{mmss(l.duration)}</Typography.Text>{' '}
              {l.isFree && <Tag color={TAG.green}>{tp('courses.lessons.freeTag')}</Tag>}
            </li>
          ))}
        </ol>
        {lessons.length === 0 && <Typography.Text type='secondary'>{tp('courses.lessons.empty')}</Typography.Text>}
        {course.status === 'published' && (
          <Typography.Paragraph style={{ marginTop: 12 }}>
            <a
              href={appLink(
                `/pages/course/detail?sku=${encodeURIComponent(String(course.sku))}`,
                lang === 'en' ? 'en' : 'zh-Hant'
              )}
              hrefLang={lang === 'en' ? 'en' : 'zh-Hant'}
              target='_blank'
              rel='noreferrer'
            >
              {tp('courses.preview.open')}
            </a>
          </Typography.Paragraph>
        )}
      </div>
    </Card>
  )
}

export function CourseLessons({ id, course }: { id: string | number; course: BaseRecord }) {
  const t = useTranslate()
  const { message } = App.useApp()
  const { mutateAsync, mutation } = useCustomMutation()
  const invalidate = useInvalidate()
  const [editing, setEditing] = useState<Lesson | null | 'new'>(null)
  const lessons = (course.lessons ?? []) as Lesson[]
  const call = async (url: string, method: 'put' | 'delete', values: object, done: string) => {
    try {
      await mutateAsync({ url: `${API_URL}/courses/${id}${url}`, method, values, successNotification: false })
      await invalidate({ resource: 'courses', invalidates: ['list', 'detail'], id })
      message.success(t(done))
    } catch {
      // Refine's error notification has said why
    }
  }
  const move = (i: number, by: -1 | 1) => {
    const ids = lessons.map((l) => l.id)
    ;[ids[i], ids[i + by]] = [ids[i + by]!, ids[i]!]
    return call('/lessons/order', 'put', { ids }, 'courses.lessons.moved')
  }
  return (
    <Space direction='vertical' size='large' style={{ width: '100%', marginTop: 24 }}>
      <Card
        title={t('courses.lessons.title')}
        extra={
          <Space wrap>
            <StatusTag resource='courses' value={String(course.status)} />
            <PublishButton resource='courses' record={course} name={course.titleZh} />
            <ChangesButtons resource='courses' record={course} />
            <UnpublishButton resource='courses' record={course} name={course.titleZh} />
            <Button type='primary' onClick={() => setEditing('new')}>
              {t('courses.lessons.add')}
            </Button>
          </Space>
        }
      >
        <Typography.Paragraph type='secondary'>{t('courses.lessons.note')}</Typography.Paragraph>
        <Table<Lesson>
          dataSource={lessons}
          rowKey='id'
          pagination={false}
          locale={emptyLocale(t('courses.lessons.empty'))}
        >
          <Table.Column title='#' render={(_, _l, i) => i + 1} />
          <Table.Column dataIndex='titleZh' title={t('courses.lessons.fields.titleZh')} />
          <Table.Column dataIndex='titleEn' title={t('courses.lessons.fields.titleEn')} />
          <Table.Column
            dataIndex='kind'
            title={t('courses.lessons.fields.kind')}
            render={(k: string) => t(`courses.lessons.kinds.${k}`)}
          />
          <Table.Column dataIndex='duration' title={t('courses.lessons.fields.duration')} render={mmss} />
          <Table.Column
            dataIndex='isFree'
            title={t('courses.lessons.fields.isFree')}
            render={(v: boolean) => (v ? <Tag color={TAG.green}>{t('courses.lessons.freeTag')}</Tag> : null)}
          />
          <Table.Column
            title={t('table.actions')}
            render={(_, l: Lesson, i) => (
              <Space wrap>
                <Button
                  size='small'
                  icon={<ArrowUpOutlined />}
                  disabled={i === 0 || mutation.isPending}
                  aria-label={t('courses.lessons.up', { title: l.titleZh })}
                  onClick={() => move(i, -1)}
                />
                <Button
                  size='small'
                  icon={<ArrowDownOutlined />}
                  disabled={i === lessons.length - 1 || mutation.isPending}
                  aria-label={t('courses.lessons.down', { title: l.titleZh })}
                  onClick={() => move(i, 1)}
                />
                <Button
                  size='small'
                  aria-label={t('courses.lessons.editOf', { title: l.titleZh })}
                  onClick={() => setEditing(l)}
                >
                  {t('buttons.edit')}
                </Button>
                <Popconfirm
                  title={t('courses.lessons.confirmDelete', { title: l.titleZh })}
                  okText={t('buttons.delete')}
                  cancelText={t('buttons.cancel')}
                  onConfirm={() => call(`/lessons/${l.id}`, 'delete', {}, 'courses.lessons.deleted')}
                >
                  <Button size='small' aria-label={t('courses.lessons.deleteOf', { title: l.titleZh })}>
                    {t('buttons.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            )}
          />
        </Table>
      </Card>
      <Preview course={course} lessons={lessons} />
      {editing && (
        <LessonDialog courseId={id} lesson={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Space>
  )
}
