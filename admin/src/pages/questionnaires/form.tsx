/**
 * A questionnaire's form: its titles and intro in both languages, the app page that shows it, and its questions
 * (single or multiple choice with options, text with a length, a scale), each in both languages. Keys and option
 * values the server made travel back unchanged (hidden fields); once the form has answers the questions are
 * read-only (the server refuses a change: 409 has_answers).
 */
import { useTranslate, type BaseRecord } from '@refinedev/core'
import { Edit, useForm } from '@refinedev/antd'
import { DraftCreate } from '../../components/DraftEdit'
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Switch, Typography } from 'antd'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { Link } from 'react-router'
import { statusHeader } from '../../components/ListTable'

const R = 'questionnaires'

/** The question type as text once the form is answered (a disabled select's grey text fails contrast). */
function KindText({ value }: { value?: string }) {
  const t = useTranslate()
  return <Typography.Text>{value ? t(`${R}.kinds.${value}`) : ''}</Typography.Text>
}

function Options({ question, locked }: { question: number; locked: boolean }) {
  const t = useTranslate()
  return (
    <Form.List name={[question, 'options']}>
      {(fields, { add, remove }) => (
        <>
          {fields.map((f, i) => (
            <Space key={f.key} align='baseline' wrap>
              <Form.Item name={[f.name, 'value']} hidden>
                <Input />
              </Form.Item>
              <Form.Item
                name={[f.name, 'zh']}
                label={t(`${R}.fields.optionZh`, { n: i + 1 })}
                rules={[{ required: true, whitespace: true, max: 100 }]}
              >
                <Input disabled={locked} />
              </Form.Item>
              <Form.Item
                name={[f.name, 'en']}
                label={t(`${R}.fields.optionEn`, { n: i + 1 })}
                rules={[{ required: true, whitespace: true, max: 100 }]}
              >
                <Input disabled={locked} />
              </Form.Item>
              {!locked && (
                <Button
                  icon={<DeleteOutlined />}
                  onClick={() => remove(f.name)}
                  aria-label={t(`${R}.removeOption`, { n: i + 1 })}
                />
              )}
            </Space>
          ))}
          {!locked && (
            <Button size='small' icon={<PlusOutlined />} onClick={() => add({ zh: '', en: '' })}>
              {t(`${R}.addOption`)}
            </Button>
          )}
        </>
      )}
    </Form.List>
  )
}

function Questions({ locked }: { locked: boolean }) {
  const t = useTranslate()
  const form = Form.useFormInstance()
  const questions = Form.useWatch('questions', form) as { kind?: string }[] | undefined
  return (
    <Form.List name='questions'>
      {(fields, { add, remove, move }) => (
        <>
          {fields.map((f, i) => {
            const kind = questions?.[f.name]?.kind
            return (
              <Card
                key={f.key}
                size='small'
                style={{ marginBottom: 16 }}
                title={t(`${R}.question`, { n: i + 1 })}
                extra={
                  !locked && (
                    <Space>
                      <Button size='small' disabled={i === 0} onClick={() => move(i, i - 1)}>
                        {t(`${R}.up`)}
                      </Button>
                      <Button size='small' disabled={i === fields.length - 1} onClick={() => move(i, i + 1)}>
                        {t(`${R}.down`)}
                      </Button>
                      <Button size='small' danger onClick={() => remove(f.name)}>
                        {t(`${R}.removeQuestion`, { n: i + 1 })}
                      </Button>
                    </Space>
                  )
                }
              >
                <Form.Item name={[f.name, 'key']} hidden>
                  <Input />
                </Form.Item>
                <Row gutter={16}>
                  <Col xs={24} md={8}>
                    {/* no required rule: antd would put aria-required on the select's wrapper (axe); the add buttons set it */}
                    <Form.Item name={[f.name, 'kind']} label={t(`${R}.fields.kind`)}>
                      {locked ? (
                        <KindText />
                      ) : (
                        <Select
                          options={['single', 'multiple', 'text', 'scale'].map((k) => ({
                            value: k,
                            label: t(`${R}.kinds.${k}`)
                          }))}
                        />
                      )}
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item name={[f.name, 'required']} label={t(`${R}.fields.required`)} valuePropName='checked'>
                      <Switch disabled={locked} />
                    </Form.Item>
                  </Col>
                </Row>
                <Row gutter={16}>
                  <Col xs={24} md={12}>
                    <Form.Item
                      name={[f.name, 'titleZh']}
                      label={t(`${R}.fields.questionZh`)}
                      rules={[{ required: true, whitespace: true, max: 200 }]}
                    >
                      <Input disabled={locked} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item
                      name={[f.name, 'titleEn']}
                      label={t(`${R}.fields.questionEn`)}
                      rules={[{ required: true, whitespace: true, max: 200 }]}
                    >
                      <Input disabled={locked} />
                    </Form.Item>
                  </Col>
                </Row>
                {(kind === 'single' || kind === 'multiple') && <Options question={f.name} locked={locked} />}
                {(kind === 'text' || kind === 'scale') && (
                  <Space wrap>
                    <Form.Item name={[f.name, 'min']} label={t(`${R}.fields.${kind}Min`)}>
                      <InputNumber disabled={locked} precision={0} min={0} max={kind === 'scale' ? 10 : 1000} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'max']} label={t(`${R}.fields.${kind}Max`)}>
                      <InputNumber disabled={locked} precision={0} min={1} max={kind === 'scale' ? 10 : 1000} />
                    </Form.Item>
                  </Space>
                )}
              </Card>
            )
          })}
          {!locked && (
            <Space wrap>
              {['single', 'multiple', 'text', 'scale'].map((k) => (
                <Button
                  key={k}
                  icon={<PlusOutlined />}
                  onClick={() =>
                    add(
                      k === 'single' || k === 'multiple'
                        ? {
                            kind: k,
                            required: true,
                            options: [
                              { zh: '', en: '' },
                              { zh: '', en: '' }
                            ]
                          }
                        : k === 'text'
                          ? { kind: k, required: true, min: 0, max: 500 }
                          : { kind: k, required: true, min: 1, max: 5 }
                    )
                  }
                >
                  {t(`${R}.add.${k}`)}
                </Button>
              ))}
            </Space>
          )}
        </>
      )}
    </Form.List>
  )
}

function QuestionnaireFields({ record }: { record?: BaseRecord }) {
  const t = useTranslate()
  const label = (k: string) => t(`${R}.fields.${k}`)
  const locked = Number(record?.answerCount ?? 0) > 0
  return (
    <>
      <Typography.Paragraph type='secondary'>{t(`${R}.draftNote`)}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name='titleZh' label={label('titleZh')} rules={[{ required: true, whitespace: true, max: 200 }]}>
            <Input />
          </Form.Item>
          <Form.Item name='introZh' label={label('introZh')} rules={[{ max: 1000 }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name='titleEn' label={label('titleEn')} rules={[{ required: true, whitespace: true, max: 200 }]}>
            <Input />
          </Form.Item>
          <Form.Item name='introEn' label={label('introEn')} rules={[{ max: 1000 }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name='page' label={label('page')} extra={t(`${R}.pageNote`)}>
        <Select
          style={{ maxWidth: 320 }}
          options={['questionnaire', 'survey'].map((p) => ({ value: p, label: t(`${R}.pages.${p}`) }))}
        />
      </Form.Item>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {label('questions')}
      </Typography.Title>
      {locked && (
        <Alert
          type='info'
          showIcon
          style={{ marginBottom: 16 }}
          message={t(`${R}.lockedNote`, { count: Number(record?.answerCount) })}
          action={<Link to={`/questionnaires/show/${record?.id}`}>{t(`${R}.answers`)}</Link>}
        />
      )}
      <Questions locked={locked} />
    </>
  )
}

export function QuestionnaireCreate() {
  return (
    <DraftCreate initialValues={{ page: 'questionnaire', questions: [] }}>
      <QuestionnaireFields />
    </DraftCreate>
  )
}

export function QuestionnaireEdit() {
  const { formProps, saveButtonProps, query } = useForm({ redirect: false })
  const record = query?.data?.data
  return (
    <Edit goBack={false} saveButtonProps={saveButtonProps} headerButtons={statusHeader(R, record, { unpublish: true })}>
      <Form {...formProps} layout='vertical'>
        <QuestionnaireFields record={record} />
      </Form>
    </Edit>
  )
}
