import { Create, useForm } from '@refinedev/antd'
import { Form } from 'antd'
import { AlbumFields, formLayout } from './form'

export default function AlbumCreate() {
  const { formProps, saveButtonProps } = useForm({ redirect: 'edit' })
  return (
    <Create goBack={false} saveButtonProps={saveButtonProps}>
      <Form {...formProps} {...formLayout} initialValues={{ member: false }}>
        <AlbumFields />
      </Form>
    </Create>
  )
}
