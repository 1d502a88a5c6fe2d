/**
 * VOD courses (issue 31): the course's fields (both languages, teacher, cover, kind, price in NT$ kept as cents,
 * who may watch it free). Saving a new one makes a draft; the edit page adds its lessons, where it stands and a
 * preview of the app's course page. Lives, camps and tickets have their own pages.
 */
import { useTranslate } from '@refinedev/core'
import { Edit, useForm } from '@refinedev/antd'
import { DraftCreate } from '../../components/DraftEdit'
import { Col, Form, Input, InputNumber, Row, Select, Typography } from 'antd'
import { PendingChangesNote } from '../../components/ListTable'
import { CourseLessons, SUBTYPES } from './lessons'

function CourseFields() {
  const t = useTranslate()
  const label = (k: string) => t(`courses.fields.${k}`)
  return (
    <>
      <Typography.Paragraph type='secondary'>{t('courses.draftNote')}</Typography.Paragraph>
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
            <Form.Item name={`subtitle${l}`} label={label(`subtitle${l}`)} rules={[{ max: 100 }]}>
              <Input />
            </Form.Item>
            <Form.Item name={`teacher${l}`} label={label(`teacher${l}`)} rules={[{ max: 100 }]}>
              <Input />
            </Form.Item>
            <Form.Item name={`intro${l}`} label={label(`intro${l}`)} rules={[{ max: 5000 }]}>
              <Input.TextArea rows={3} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.Item name='cover' label={label('cover')} rules={[{ max: 500 }]}>
        <Input placeholder='/static/course/…' />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <Form.Item name='subType' label={label('subType')}>
            <Select options={SUBTYPES.map((s) => ({ value: s, label: t(`courses.subTypes.${s}`) }))} />
          </Form.Item>
        </Col>
        {(['priceCents', 'originalPriceCents'] as const).map((name) => (
          <Col xs={24} md={6} key={name}>
            {/* the API keeps cents; the form shows NT$ (whole dollars, never below 0) */}
            <Form.Item
              name={name}
              label={label(name)}
              getValueProps={(v?: number) => ({ value: v == null ? v : v / 100 })}
              normalize={(v?: number | null) => (v == null ? 0 : Math.round(v * 100))}
              rules={[{ type: 'number', min: 0 }]}
            >
              <InputNumber min={0} max={1_000_000} precision={0} prefix='NT$' style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={6}>
          <Form.Item name='cardLevel' label={label('cardLevel')}>
            <Select options={[0, 1, 2].map((v) => ({ value: v, label: t(`lives.levels.${v}`) }))} />
          </Form.Item>
        </Col>
      </Row>
    </>
  )
}

export function CourseCreate() {
  return (
    <DraftCreate initialValues={{ subType: 1, priceCents: 0, originalPriceCents: 0, cardLevel: 0 }}>
      <CourseFields />
    </DraftCreate>
  )
}

/** The edit form sends only the course's own fields (not its lessons or status). */
const FIELDS = [
  'subType',
  'titleZh',
  'titleEn',
  'subtitleZh',
  'subtitleEn',
  'teacherZh',
  'teacherEn',
  'introZh',
  'introEn',
  'cover',
  'priceCents',
  'originalPriceCents',
  'cardLevel'
]
const own = (v: Record<string, unknown>) => Object.fromEntries(FIELDS.filter((k) => k in v).map((k) => [k, v[k]]))

export function CourseEdit() {
  const { formProps, saveButtonProps, query, id } = useForm({ redirect: false })
  return (
    <>
      <Edit goBack={false} saveButtonProps={saveButtonProps}>
        <PendingChangesNote record={query?.data?.data} />
        <Form
          {...formProps}
          layout='vertical'
          style={{ maxWidth: 900 }}
          onFinish={(v: Record<string, unknown>) => formProps.onFinish?.(own(v))}
        >
          <CourseFields />
        </Form>
      </Edit>
      {id != null && query?.data?.data && <CourseLessons id={id} course={query.data.data} />}
    </>
  )
}
