/** A landing's state tag and its Publish / Unpublish buttons (each asks first), in its list row and edit header. */
import { useTranslate, type BaseRecord } from '@refinedev/core'
import { App, Button, Popconfirm, Space, Tag } from 'antd'
import { useAction } from '../../components/actions'
import { TAG } from '../../components/theme'

export function LandingState({ record }: { record: BaseRecord }) {
  const t = useTranslate()
  const state = String(record.state)
  return (
    <Space size={4} wrap>
      <Tag
        color={state === 'published' || state === 'seed' ? TAG.green : state === 'unpublished' ? TAG.red : undefined}
      >
        {t(`landings.state.${state}`, state)}
      </Tag>
      {record.unpublishedChanges ? <Tag color={TAG.orange}>{t('landings.unpublishedChanges')}</Tag> : null}
    </Space>
  )
}

export function LandingActions({ record, name }: { record: BaseRecord; name?: string }) {
  const t = useTranslate()
  const { message } = App.useApp()
  const { run, busy } = useAction('landings')
  const live = record.state === 'published' || record.state === 'seed'
  const step = async (action: 'publish' | 'unpublish') => {
    await run(record.id!, action)
    message.success(t(`landings.done.${action}`))
  }
  const named = (label: string) => (name != null ? `${label} ${name}` : undefined)
  return (
    <Space wrap>
      {(!live || record.unpublishedChanges) && (
        <Popconfirm
          title={t('landings.confirmPublish')}
          okText={t('landings.publish')}
          cancelText={t('buttons.cancel')}
          onConfirm={() => step('publish')}
        >
          <Button size='small' type='primary' loading={busy} aria-label={named(t('landings.publish'))}>
            {t('landings.publish')}
          </Button>
        </Popconfirm>
      )}
      {live && (
        <Popconfirm
          title={t('landings.confirmUnpublish')}
          okText={t('landings.unpublish')}
          cancelText={t('buttons.cancel')}
          onConfirm={() => step('unpublish')}
        >
          <Button size='small' danger loading={busy} aria-label={named(t('landings.unpublish'))}>
            {t('landings.unpublish')}
          </Button>
        </Popconfirm>
      )}
      {typeof record.preview === 'string' && (
        <Button
          size='small'
          href={record.preview}
          target='_blank'
          rel='noreferrer'
          aria-label={named(t('landings.preview'))}
        >
          {t('landings.preview')}
        </Button>
      )}
    </Space>
  )
}
