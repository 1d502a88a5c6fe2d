/** What every login page does with its query: keep invite parameters across the login (spec §3 Invite, §4). */
import { useRouter } from '@tarojs/taro'
import { useEffect } from 'react'
import { useStores } from '../../stores'

export function useLoginQuery(): Record<string, string | undefined> {
  const root = useStores()
  const params = (useRouter().params || {}) as Record<string, string | undefined>
  useEffect(() => {
    root.user.rememberInvite({
      invite_user_id: params.invite_user_id,
      invite_product_code: params.invite_product_code,
      invite_id: params.invite_id
    })
    // once per page: the query does not change while it is shown
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return params
}
