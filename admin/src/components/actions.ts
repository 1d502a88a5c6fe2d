/** Actions of the admin API (POST /admin/api/<resource>/<id>/<action>, contract §Lists and records). */
import { useCustomMutation, useInvalidate } from '@refinedev/core'
import { API_URL } from '../providers/http'

export function useAction(resource: string) {
  const { mutateAsync, mutation } = useCustomMutation()
  const invalidate = useInvalidate()
  const run = async (id: string | number, action: string, values: Record<string, unknown> = {}) => {
    const r = await mutateAsync({
      url: `${API_URL}/${resource}/${id}/${action}`,
      method: 'post',
      values,
      successNotification: false
    })
    await invalidate({ resource, invalidates: ['list', 'detail'], id })
    return r.data
  }
  return { run, busy: mutation.isPending }
}
