import { View, Text, Button, Image } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import CourseCard from '../../../components/CourseCard'
import { ListGroup, ListRow } from '../../../components/ListRow'
import { useStores } from '../../../stores'
import { useRemote } from '../../../utils/useRemote'
import { usePullToRefresh } from '../../../utils/usePullToRefresh'
import { imageAlt } from '../../../utils/imageAlt'
import { t, getLocale } from '../../../i18n'
import type { TKey } from '../../../i18n'
import { Routes, buildUrl } from '../../../navigation/routes'
import { navigate } from '../../../navigation/navigate'
import { StorageKey } from '../../../services/storage'
import type { EnterpriseSpaceDTO, EnterpriseSlug, MyEnterprisesDTO } from '../../../protocol/enterprise'
import './index.scss'
import '../../../i18n/zh-Hant/enterprise'

const LIVE_STATE: Record<number, TKey> = {
  0: 'enterprise.monitor.ended',
  1: 'enterprise.monitor.notStarted',
  2: 'enterprise.monitor.live',
  3: 'enterprise.monitor.replay'
}

/**
 * A brand space (spec §2 /study/pages/enterprise/<slug>): the brand from the server, and for members of the
 * enterprise its lives (to the live monitor), courses and members-only audio (to the enterprise player).
 * Non-members and visitors see why the space is closed and the ways to join: the WeCom login or an invite code.
 */
function EnterpriseSpace({ slug }: { slug: EnterpriseSlug }) {
  const { deps, user, loginPanel } = useStores()
  const here = `${Routes.enterpriseSpace}/${slug}`
  const space = useRemote<EnterpriseSpaceDTO>(() => deps.api.enterprise.space(slug), [slug, getLocale(), user.token])
  // the groups of this enterprise the user administers: their members page (mute, remove, invite code)
  const mine = useRemote<MyEnterprisesDTO>(
    () => (user.isLoggedIn ? deps.api.enterprise.mine() : Promise.resolve({ groups: [] })),
    [getLocale(), user.token]
  )
  usePullToRefresh(space)
  const d = space.data
  const adminOf = (mine.data?.groups ?? []).filter((g) => g.role === 1 && g.enterprise.slug === slug)

  // the kzero partner knows the member by this id (spec §3 storage key kzeroOpenId)
  useEffect(() => {
    if (d?.kzero_open_id) deps.storage.set(StorageKey.kzeroOpenId, d.kzero_open_id)
  }, [d?.kzero_open_id, deps.storage])

  const empty = d && d.member && !d.lives.length && !d.courses.length && !d.albums.length
  return (
    <AppPage className={`enterprise-space enterprise-space--${slug}`}>
      <NavBar title={d?.enterprise.name || t(`enterprise.brands.${slug}`)} />
      <StateView remote={space}>
        {d && (
          <View>
            <View className='enterprise-space__brand'>
              <Image
                {...imageAlt('')}
                className='enterprise-space__logo'
                src={deps.api.http.mediaUrl(d.enterprise.logo)}
                mode='aspectFill'
                aria-hidden
              />
              <View className='enterprise-space__brand-text'>
                <Text className='enterprise-space__name' role='heading' aria-level={1}>
                  {d.enterprise.name}
                </Text>
                <Text className='enterprise-space__intro'>{d.enterprise.intro}</Text>
              </View>
            </View>

            <View className={d.member ? 'is-hidden' : 'enterprise-space__closed'} data-testid='space-closed'>
              <Text className='enterprise-space__closed-title' role='heading' aria-level={2}>
                {t('enterprise.space.membersOnlyTitle')}
              </Text>
              <Text className='enterprise-space__text'>
                {t('enterprise.space.membersOnlyText', { name: d.enterprise.name })}
              </Text>
              <Text className='enterprise-space__subtitle' role='heading' aria-level={3}>
                {t('enterprise.space.howToJoin')}
              </Text>
              <Text className='enterprise-space__text'>• {t('enterprise.space.joinWecom')}</Text>
              <Text className='enterprise-space__text'>• {t('enterprise.space.joinCode')}</Text>
              <Button
                className='enterprise-space__action'
                onClick={() => navigate(buildUrl(Routes.loginAuthPage, { state: 'default', redirect: here }))}
              >
                {t('enterprise.space.wecomLogin')}
              </Button>
              <Button className='enterprise-space__action is-secondary' onClick={() => navigate(Routes.joinGroup)}>
                {t('enterprise.space.joinByCode')}
              </Button>
              {!d.logged_in && (
                <Button className='enterprise-space__action is-secondary' onClick={() => loginPanel.open(here)}>
                  {t('enterprise.space.login')}
                </Button>
              )}
            </View>

            <View className={d.member ? 'enterprise-space__content' : 'is-hidden'} data-testid='space-content'>
              {adminOf.length > 0 && (
                <ListGroup className='enterprise-space__admin'>
                  {adminOf.map((g) => (
                    <ListRow
                      key={g.id}
                      className='enterprise-space__manage'
                      title={t('enterprise.members.manage', { name: g.name })}
                      onClick={() => navigate(buildUrl(Routes.enterpriseMembers, { group: g.id }))}
                    />
                  ))}
                </ListGroup>
              )}
              {empty && <Text className='enterprise-space__text'>{t('enterprise.space.emptyContent')}</Text>}
              {d.lives.length > 0 && (
                <View>
                  <Text className='enterprise-space__section' role='heading' aria-level={2}>
                    {t('enterprise.space.lives')}
                  </Text>
                  <ListGroup>
                    {d.lives.map((l) => (
                      <ListRow
                        key={l.id}
                        className='enterprise-space__live'
                        title={l.title}
                        value={t(LIVE_STATE[l.live_status] ?? 'enterprise.monitor.ended')}
                        onClick={() => navigate(buildUrl(Routes.liveMonitor, { id: l.id }))}
                      />
                    ))}
                  </ListGroup>
                </View>
              )}
              {d.albums.length > 0 && (
                <View>
                  <Text className='enterprise-space__section' role='heading' aria-level={2}>
                    {t('enterprise.space.audio')}
                  </Text>
                  <ListGroup>
                    {d.albums.map((a) => (
                      <ListRow
                        key={a.sku}
                        className='enterprise-space__album'
                        title={a.title}
                        value={t('enterprise.space.tracks', { count: a.tracks })}
                        onClick={() => navigate(buildUrl(Routes.enterprisePlay, { sku: a.sku, space: slug }))}
                      />
                    ))}
                  </ListGroup>
                </View>
              )}
              {d.courses.length > 0 && (
                <View>
                  <Text className='enterprise-space__section' role='heading' aria-level={2}>
                    {t('enterprise.space.courses')}
                  </Text>
                  <View className='enterprise-space__courses'>
                    {d.courses.map((c) => (
                      <CourseCard key={c.id} card={c} />
                    ))}
                  </View>
                </View>
              )}
            </View>
          </View>
        )}
      </StateView>
    </AppPage>
  )
}

export default observer(EnterpriseSpace)
