import { Edit, useForm } from '@refinedev/antd'
import { Form } from 'antd'
import { formLayout } from '../albums/form'
import { TrackFields } from './form'

export default function TrackEdit() {
  const { formProps, saveButtonProps, form } = useForm()
  return (
    <Edit goBack={false} saveButtonProps={saveButtonProps}>
      <Form {...formProps} {...formLayout}>
        <TrackFields form={form} />
      </Form>
    </Edit>
  )
}
