import { Create, useForm } from '@refinedev/antd'
import { Form } from 'antd'
import { useSearchParams } from 'react-router'
import { formLayout } from '../albums/form'
import { TrackFields } from './form'

export default function TrackCreate() {
  const [params] = useSearchParams()
  const albumId = params.get('albumId')
  const { formProps, saveButtonProps, form } = useForm({
    redirect: false,
    onMutationSuccess: (r) => {
      history.back()
      return r
    }
  })
  return (
    <Create goBack={false} saveButtonProps={saveButtonProps}>
      <Form
        {...formProps}
        {...formLayout}
        initialValues={{ member: false, sort: 0, albumId: albumId ? Number(albumId) : undefined }}
      >
        <TrackFields form={form} />
      </Form>
    </Create>
  )
}
