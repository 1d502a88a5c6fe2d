import { View, Text, Button } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import { ListGroup } from '../../../components/ListRow'
import { useStores } from '../../../stores'
import { useRemote } from '../../../utils/useRemote'
import { usePullToRefresh } from '../../../utils/usePullToRefresh'
import { useAction } from '../../../utils/useAction'
import { formatDate } from '../../../utils/dates'
import { copyText } from '../../../utils/clipboard'
import { DESTRUCTIVE_CONFIRM_COLOR } from '../../../utils/constants'
import { t, getLocale } from '../../../i18n'
import type { EnterpriseGroupDTO, GroupMemberDTO, SanctionKind } from '../../../protocol/enterprise'
import './members.scss'
import '../../../i18n/zh-Hant/enterprise'

interface GroupView {
  /** Null: the user is not this group's admin (the page says so). */
  group: EnterpriseGroupDTO | null
  members: GroupMemberDTO[]
}

/**
 * A group's members for its admin (issue 33: group admins mute and remove in the app, not only through the API;
 * spec §6 ban = mute in the group's live chat, feng = remove from the group): each member with their state and
 * the two actions, each reversible (removing asks first); the group's invite code to share, and a new one when it
 * leaked (the old code stops at once). `?group=<id>`; a user who is not the group's admin is told so.
 */
function GroupMembers() {
  const { deps, user } = useStores()
  const groupId = Number(useRouter().params.group)
  // which row (or the code) the running action is for: one action at a time, its button shows it working
  const [target, setTarget] = useState('')
  const view = useRemote<GroupView>(async () => {
    const mine = await deps.api.enterprise.mine()
    const group = mine.groups.find((g) => g.id === groupId && g.role === 1) ?? null
    return { group, members: group ? await deps.api.enterprise.members(groupId) : [] }
  }, [groupId, getLocale(), user.token])
  usePullToRefresh(view)
  const d = view.data

  const fail = (e: unknown) => deps.toast((e as Error)?.message || t('common.error'))

  const action = useAction(
    async (key: string, call: () => Promise<string>) => {
      setTarget(key)
      deps.toast(await call())
      await view.reload()
    },
    { onError: fail }
  )
  const busy = action.busy ? target : ''

  const act = async (m: GroupMemberDTO, kind: SanctionKind, lift: boolean) => {
    if (!d?.group || action.busy) return
    if (kind === 'feng' && !lift) {
      const answer = await Taro.showModal({
        content: t('enterprise.members.removeConfirm', { name: m.nickname, group: d.group.name }),
        confirmText: t('enterprise.members.remove'),
        confirmColor: DESTRUCTIVE_CONFIRM_COLOR,
        cancelText: t('common.cancel')
      }).catch(() => ({ confirm: false }))
      if (!answer.confirm) return
    }
    const body = { group_id: groupId, user_id: m.user_id, kind }
    await action.run(`${m.user_id}:${kind}`, async () => {
      await (lift ? deps.api.enterprise.unban(body) : deps.api.enterprise.ban(body))
      return t('enterprise.members.done')
    })
  }

  const renewCode = async () => {
    if (action.busy) return
    const answer = await Taro.showModal({
      content: t('enterprise.members.newCodeConfirm'),
      confirmText: t('enterprise.members.renew'),
      cancelText: t('common.cancel')
    }).catch(() => ({ confirm: false }))
    if (!answer.confirm) return
    await action.run('code', async () => {
      const r = await deps.api.enterprise.rotateCode(groupId)
      return t('enterprise.members.newCodeDone', { code: r.code })
    })
  }

  const others = d ? d.members.filter((m) => m.role !== 1) : []
  const group = d?.group
  return (
    <AppPage className='group-members'>
      <NavBar title={t('enterprise.members.title')} />
      <StateView remote={view}>
        {d && !d.group && (
          <Text className='group-members__empty' role='alert'>
            {t('enterprise.members.notAdmin')}
          </Text>
        )}
        {d && group && (
          <View>
            <View className='group-members__head'>
              <Text className='group-members__name' role='heading' aria-level={1}>
                {group.name}
              </Text>
              <Text className='group-members__muted'>
                {group.enterprise.name} · {t('enterprise.members.count', { count: d.members.length })}
              </Text>
            </View>

            <View className='group-members__code' aria-label={t('enterprise.members.code')}>
              <Text className='group-members__label'>{t('enterprise.members.code')}</Text>
              <Text
                className='group-members__code-value'
                role='button'
                selectable
                onClick={() => group.code && void copyText(group.code).then(() => deps.toast(t('common.copied')))}
              >
                {group.code ?? ''}
              </Text>
              {group.code_expires_at && (
                <Text className='group-members__muted'>
                  {t('enterprise.members.codeExpires', { date: formatDate(group.code_expires_at) })}
                </Text>
              )}
              <Button
                className='group-members__renew'
                disabled={busy === 'code'}
                loading={busy === 'code'}
                onClick={() => void renewCode()}
              >
                {t('enterprise.members.newCode')}
              </Button>
            </View>

            <Text className='group-members__muted group-members__hint'>{t('enterprise.members.mutedHint')}</Text>
            {others.length === 0 && <Text className='group-members__empty'>{t('enterprise.members.empty')}</Text>}
            <ListGroup role='list'>
              {d.members.map((m) => {
                const self = m.role === 1
                const name = `${m.nickname}${self && user.user?.id === m.user_id ? t('enterprise.members.you') : ''}`
                return (
                  <View
                    key={m.user_id}
                    role='listitem'
                    className='group-members__row'
                    data-user={m.user_id}
                    data-state={m.removed ? 'removed' : m.banned ? 'muted' : 'member'}
                  >
                    <View className='group-members__who'>
                      <Text className='group-members__nickname'>{name}</Text>
                      <Text className='group-members__state'>
                        {self
                          ? t('enterprise.members.admin')
                          : [m.banned && t('enterprise.members.muted'), m.removed && t('enterprise.members.removed')]
                              .filter(Boolean)
                              .join(' · ')}
                      </Text>
                    </View>
                    {!self && (
                      <View className='group-members__actions'>
                        <Button
                          className='group-members__action group-members__mute'
                          size='mini'
                          aria-label={t(m.banned ? 'enterprise.members.unmuteLabel' : 'enterprise.members.muteLabel', {
                            name: m.nickname
                          })}
                          disabled={!!busy}
                          loading={busy === `${m.user_id}:ban`}
                          onClick={() => void act(m, 'ban', m.banned)}
                        >
                          {t(m.banned ? 'enterprise.members.unmute' : 'enterprise.members.mute')}
                        </Button>
                        <Button
                          className={`group-members__action group-members__remove${m.removed ? '' : ' is-danger'}`}
                          size='mini'
                          aria-label={t(
                            m.removed ? 'enterprise.members.restoreLabel' : 'enterprise.members.removeLabel',
                            { name: m.nickname }
                          )}
                          disabled={!!busy}
                          loading={busy === `${m.user_id}:feng`}
                          onClick={() => void act(m, 'feng', m.removed)}
                        >
                          {t(m.removed ? 'enterprise.members.restore' : 'enterprise.members.remove')}
                        </Button>
                      </View>
                    )}
                  </View>
                )
              })}
            </ListGroup>
          </View>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(GroupMembers)
