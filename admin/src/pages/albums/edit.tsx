import { useGo, useTranslate } from '@refinedev/core'
import { CreateButton, Edit, useForm, useTable } from '@refinedev/antd'
import { Form, Table, Typography } from 'antd'
import { AlbumFields, formLayout } from './form'

export default function AlbumEdit() {
  const t = useTranslate()
  const go = useGo()
  const { formProps, saveButtonProps, id } = useForm()
  const { tableProps } = useTable({
    resource: 'tracks',
    syncWithLocation: false,
    filters: { permanent: [{ field: 'albumId', operator: 'eq', value: id }] },
    queryOptions: { enabled: id !== undefined }
  })
  return (
    <Edit goBack={false} saveButtonProps={saveButtonProps}>
      <Form {...formProps} {...formLayout}>
        <AlbumFields />
      </Form>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('albums.fields.tracks')}
      </Typography.Title>
      <CreateButton resource='tracks' onClick={() => go({ to: `/tracks/create?albumId=${id}` })} />
      <Table {...tableProps} rowKey='id' style={{ marginTop: 12 }}>
        <Table.Column dataIndex='sort' title={t('tracks.fields.sort')} />
        <Table.Column dataIndex='title' title={t('tracks.fields.title')} />
        <Table.Column dataIndex='duration' title={t('tracks.fields.duration')} />
      </Table>
    </Edit>
  )
}
