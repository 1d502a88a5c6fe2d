/** Up / down buttons of a home list's row: POST /<resource>/reorder with the list's new order (live at once). */
import { useCustomMutation, useInvalidate, useTranslate, type BaseRecord } from '@refinedev/core'
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons'
import { Button, Space } from 'antd'
import { API_URL } from '../../providers/http'

export function OrderButtons({
  resource,
  rows,
  index,
  name
}: {
  resource: string
  rows: readonly BaseRecord[]
  index: number
  name: string
}) {
  const t = useTranslate()
  const { mutateAsync, mutation } = useCustomMutation()
  const invalidate = useInvalidate()
  const move = async (by: -1 | 1) => {
    const ids = rows.map((r) => r.id as number)
    ;[ids[index], ids[index + by]] = [ids[index + by], ids[index]]
    await mutateAsync({
      url: `${API_URL}/${resource}/reorder`,
      method: 'post',
      values: { ids },
      successNotification: false
    })
    await invalidate({ resource, invalidates: ['list'] })
  }
  return (
    <Space size={4}>
      <Button
        size='small'
        icon={<ArrowUpOutlined />}
        disabled={index === 0 || mutation.isPending}
        aria-label={`${t(`${resource}.moveUp`)} ${name}`}
        onClick={() => move(-1)}
      />
      <Button
        size='small'
        icon={<ArrowDownOutlined />}
        disabled={index === rows.length - 1 || mutation.isPending}
        aria-label={`${t(`${resource}.moveDown`)} ${name}`}
        onClick={() => move(1)}
      />
    </Space>
  )
}

/**
 * A select that must have a value: a validator rule rather than `required`, because antd puts aria-required on the
 * Select's wrapper div, which axe rejects (aria-allowed-attr, critical).
 */
export const chosen = (message: string) => ({
  validator: (_: unknown, v: unknown) => (v == null ? Promise.reject(new Error(message)) : Promise.resolve())
})

/** The course home's tabs (GET /course-floors/navs) as select options. */
export const NAVS_URL = `${API_URL}/course-floors/navs`
