/** A new coupon template: titles in both languages, amount off and minimum spend in NT$, validity, claim code. */
import { useTranslate } from '@refinedev/core'
import { Create, useForm } from '@refinedev/antd'
import { Col, Form, Input, InputNumber, Row, Select } from 'antd'
import { formLayout } from '../albums/form'

export default function CouponCreate() {
  const t = useTranslate()
  const { formProps, saveButtonProps } = useForm({ resource: 'coupons', redirect: 'list' })
  return (
    <Create goBack={false} saveButtonProps={saveButtonProps}>
      <Form
        {...formProps}
        {...formLayout}
        initialValues={{ scope: 'all', minAmount: 0, validDays: 30 }}
        onFinish={(v: Record<string, unknown>) => {
          const { amount, minAmount, code, ...rest } = v
          return formProps.onFinish?.({
            ...rest,
            amountCents: Math.round(Number(amount) * 100),
            minAmountCents: Math.round(Number(minAmount ?? 0) * 100),
            ...(typeof code === 'string' && code.trim() ? { code: code.trim().toUpperCase() } : {})
          })
        }}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name='title'
              label={t('coupons.fields.title')}
              rules={[{ required: true, whitespace: true, max: 60 }]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name='titleEn'
              label={t('coupons.fields.titleEn')}
              rules={[{ required: true, whitespace: true, max: 60 }]}
            >
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name='amount'
              label={t('coupons.fields.amount')}
              rules={[{ required: true, type: 'number', min: 1, max: 100000 }]}
            >
              <InputNumber min={1} max={100000} precision={0} style={{ width: 160 }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name='minAmount'
              label={t('coupons.fields.minAmount')}
              rules={[{ required: true, type: 'number', min: 0, max: 1000000 }]}
            >
              <InputNumber min={0} max={1000000} precision={0} style={{ width: 160 }} />
            </Form.Item>
          </Col>
        </Row>
        {/* no `required` rule on a Select (axe aria-allowed-attr); it always has a value */}
        <Form.Item name='scope' label={t('coupons.fields.scope')}>
          <Select options={['all', 'course'].map((s) => ({ value: s, label: t(`coupons.scope.${s}`) }))} />
        </Form.Item>
        <Form.Item
          name='validDays'
          label={t('coupons.fields.validDays')}
          extra={t('coupons.validDaysHint')}
          rules={[{ required: true, type: 'integer', min: 1, max: 3650 }]}
        >
          <InputNumber min={1} max={3650} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name='code'
          label={t('coupons.fields.code')}
          extra={t('coupons.codeHint')}
          rules={[{ pattern: /^[A-Za-z0-9]{4,40}$/ }]}
        >
          <Input style={{ textTransform: 'uppercase' }} autoComplete='off' />
        </Form.Item>
      </Form>
    </Create>
  )
}
