import { View, Text, Button, Image } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import qrcode from 'qrcode-generator'
import { useCallback, useEffect, useMemo, useState } from 'react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import { Field, FormError } from '../../components/AuthForm'
import { useStores } from '../../stores'
import { t, getLocale } from '../../i18n'
import { Routes, buildUrl, decodeParam } from '../../navigation/routes'
import { navigate } from '../../navigation/navigate'
import { formatDate } from '../../utils/dates'
import { imageAlt } from '../../utils/imageAlt'
import { useAction } from '../../utils/useAction'
import type { GroupInviteDTO } from '../../protocol/enterprise'
import './joinGroup.scss'
import '../../i18n/zh-Hant/enterprise'

const CODE = /^[A-Za-z0-9]{4,16}$/

/** The invite link a QR code carries: this page with the code. */
function inviteLink(code: string): string {
  const path = buildUrl(Routes.joinGroup, { code })
  return process.env.TARO_ENV === 'h5' && typeof window !== 'undefined' ? window.location.origin + path : path
}

/** A QR code of `text` as an image address (qrcode-generator, GIF data URL). */
function qrImage(text: string): string {
  const qr = qrcode(0, 'M')
  qr.addData(text)
  qr.make()
  return qr.createDataURL(6, 4)
}

/**
 * Join an enterprise group (spec §2 commonPage/joinGroup): by the code a group admin gives, typed here or carried by
 * the group's QR code (`?code=`). Shows what the code admits to, joins (idempotent on the server), and shows the
 * group's QR code to pass on. Unknown and expired codes get the server's translated message.
 */
function JoinGroup() {
  const { deps, user, loginPanel } = useStores()
  const fromLink = decodeParam(useRouter().params?.code).trim()
  const [code, setCode] = useState(fromLink)
  const [invite, setInvite] = useState<GroupInviteDTO | null>(null)
  const [joined, setJoined] = useState<'' | 'now' | 'already'>('')
  // two writes, one screen: the code's lookup and the join, each with its own busy and error (useAction)
  const lookup = useAction(async (c: string) => setInvite(await deps.api.enterprise.invite(c)), {
    onError: () => setInvite(null)
  })
  const joining = useAction(async (current: GroupInviteDTO) => {
    const r = await deps.api.enterprise.join(current.code)
    setJoined(r.joined_now ? 'now' : 'already')
    setInvite({ ...current, joined: true })
  })
  const busy = lookup.busy || joining.busy
  const error = lookup.error || joining.error
  const { run: runLookup, setError: setLookupError } = lookup
  const { setError: setJoinError } = joining

  const lookUp = useCallback(
    async (value: string) => {
      const c = value.trim()
      setJoined('')
      setJoinError('')
      if (!CODE.test(c)) {
        setInvite(null)
        setLookupError(t('enterprise.join.codeInvalid'))
        return
      }
      await runLookup(c)
    },
    [runLookup, setLookupError, setJoinError]
  )

  // a code in the link (the QR code) is looked up at once, again after a login or a language switch
  const locale = getLocale()
  useEffect(() => {
    if (fromLink) void lookUp(fromLink)
  }, [fromLink, lookUp, user.token, locale])

  const join = async () => {
    if (!invite || busy) return
    if (!user.isLoggedIn) {
      loginPanel.open(buildUrl(Routes.joinGroup, { code: invite.code }))
      return
    }
    lookup.setError('')
    await joining.run(invite)
  }

  const qr = useMemo(() => (invite ? qrImage(inviteLink(invite.code)) : ''), [invite])

  return (
    <AppPage className='join-group'>
      <NavBar title={t('enterprise.join.title')} />
      <View className='join-group__body'>
        <Text className='join-group__intro'>{t('enterprise.join.intro')}</Text>
        <Field
          name='group-code'
          label={t('enterprise.join.codeLabel')}
          value={code}
          placeholder={t('enterprise.join.codePlaceholder')}
          maxlength={16}
          onInput={setCode}
        />
        <Button className='auth-secondary' disabled={busy || undefined} onClick={() => void lookUp(code)}>
          {t('enterprise.join.check')}
        </Button>
        <FormError text={error} />
        <View className={`join-group__card${invite ? '' : ' is-hidden'}`} data-testid='group-card'>
          <Text className='join-group__enterprise'>{invite?.enterprise.name ?? ''}</Text>
          <Text className='join-group__name' role='heading' aria-level={2}>
            {invite?.name ?? ''}
          </Text>
          {invite?.expires_at && (
            <Text className='join-group__meta'>
              {t('enterprise.join.expires', { date: formatDate(invite.expires_at) })}
            </Text>
          )}
          {invite?.joined ? (
            <View>
              <Text className='auth-ok' role='status' data-testid='joined'>
                {joined === 'now' ? t('enterprise.join.joinedNow') : t('enterprise.join.joined')}
              </Text>
              <Button
                className='auth-submit'
                onClick={() => invite && navigate(`${Routes.enterpriseSpace}/${invite.enterprise.slug}`)}
              >
                {t('enterprise.join.openSpace')}
              </Button>
            </View>
          ) : (
            <Button className='auth-submit' disabled={busy || undefined} aria-busy={busy} onClick={join}>
              {!user.isLoggedIn
                ? t('enterprise.join.loginToJoin')
                : busy
                  ? t('enterprise.join.joining')
                  : t('enterprise.join.join')}
            </Button>
          )}
          {qr && (
            <View className='join-group__qr'>
              <Image
                {...imageAlt(t('enterprise.join.qrLabel', { code: invite?.code ?? '' }))}
                className='join-group__qr-image'
                src={qr}
              />
              <Text className='join-group__meta'>{t('enterprise.join.qrHint')}</Text>
            </View>
          )}
        </View>
      </View>
    </AppPage>
  )
}

export default observer(JoinGroup)
