import { View, Text, Image, Button } from '@tarojs/components'
import Taro, { useRouter, useDidHide, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { Suspense, useEffect, useRef } from 'react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import { useStores } from '../../../stores'
import { useRemote } from '../../../utils/useRemote'
import { formatPrice } from '../../../utils/price'
import { ensureLocale, getLocale, t, tIn, type TKey } from '../../../i18n'
import { isApiError, mediaUrl } from '../../../services/http'
import { captureChannel, channelParams, visitOf } from '../../../services/attribution'
import { Routes, buildUrl } from '../../../navigation/routes'
import { navigate } from '../../../navigation/navigate'
import type { CampaignBlock, CampaignDTO, CampaignLang, NotesBlock, RednoteNote } from '../../../protocol/third'
import type { OrderDTO } from '../../../protocol/commerce'
import Countdown from './Countdown'
import SignUpForm from './form'
import WhenNear from '../../../components/WhenNear'
import ResultView from './result'
import './index.scss'
import '../../../i18n/zh-Hant/third'
import '../../../services/api/commerce'
import '../../../services/api/third'
import { copyText } from '../../../utils/clipboard'

interface Props {
  /** The campaign id: GET /v2/activity/page/{campaign}. */
  campaign: string
  /** The page of any landing by id (/third/pages/landing?id=): its links and logs name that page. */
  byId?: boolean
  /** rednoteDetail: show this note of the campaign's notes (the route's `note`, else the first). */
  note?: boolean
  /** result pages: the route's `order_no` is shown as what was bought. */
  result?: boolean
}

interface Loaded {
  /** null: no such landing in the app (unknown id, a draft, or unpublished in the console: the server's 404) */
  page: CampaignDTO | null
  order: OrderDTO | null
}

/** The server's campaign id pattern (routes/schemas.ts CampaignId): anything else cannot be a landing. */
const CAMPAIGN_ID = /^[A-Za-z0-9_]{1,32}$/

/**
 * The one campaign landing page: every /third/pages/<campaign> route renders it with its campaign id. The
 * blocks come from the server in the campaign's language, and the page speaks that language throughout (an
 * English campaign in a zh-Hant app stays English). It keeps the landing URL's channel parameters (spec §3
 * keys), logs the visit once and the time spent, and sends buyers through the normal order and pay flow,
 * which ends on the campaign's result page.
 */
function Landing({ campaign, byId, note, result }: Props) {
  const { deps, user } = useStores()
  const params = useRouter().params
  const orderNo = result ? (params.order_no ?? '') : ''

  const remote = useRemote<Loaded>(
    async () => {
      const [page, order] = await Promise.all([
        CAMPAIGN_ID.test(campaign)
          ? deps.api.third.page(campaign).catch((e: unknown) => {
              if (isApiError(e) && e.kind === 'not-found') return null
              throw e
            })
          : null,
        orderNo && user.isLoggedIn ? deps.api.commerce.orderStatus(orderNo).catch(() => null) : Promise.resolve(null)
      ])
      return { page, order }
    },
    [campaign, orderNo, user.isLoggedIn],
    (d) => d.page === null
  )
  const data = remote.data
  const c = data?.page
  // The page speaks the campaign's language (an English campaign in a zh-Hant app stays English). A page file's
  // campaign knows it from its id; a landing opened by id learns it from the server, and until then (and when there
  // is no such landing) the page speaks the app's language.
  const lang: CampaignLang = c?.lang ?? (byId ? getLocale() : campaign.endsWith('_en') ? 'en' : 'zh-Hant')
  const tt = (key: TKey, o?: Record<string, unknown>) => tIn(lang, key, o)
  // where the visit is logged (the log takes a path without a query; the campaign field names the landing)
  const pagePath = byId ? Routes.thirdLanding : `/third/pages/${campaign}`

  // The landing URL's channel parameters, the campaign's language texts and one logged visit.
  const visit = useRef<{ id: string; since: number } | null>(null)
  // H5: the document's language is the campaign's (an English campaign in a zh-Hant app is read as English)
  useEffect(() => {
    if (process.env.TARO_ENV !== 'h5' || typeof document === 'undefined') return
    const before = document.documentElement.lang
    document.documentElement.lang = lang
    return () => {
      document.documentElement.lang = before
    }
  }, [lang])
  useEffect(() => {
    void ensureLocale(lang).catch(() => {})
  }, [lang])
  useEffect(() => {
    if (!CAMPAIGN_ID.test(campaign)) return
    const channel = captureChannel(params, deps.storage)
    const v = visitOf(campaign)
    visit.current = { id: v.id, since: Date.now() }
    if (v.fresh)
      void deps.api.third
        .logBehavior({ ...channel, visit_id: v.id, event: 'visit', page: pagePath, campaign })
        .catch(() => {})
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [campaign])
  const reportTime = () => {
    const v = visit.current
    if (!v) return
    const seconds = Math.min(86_400, Math.round((Date.now() - v.since) / 1000))
    void deps.api.third.logTime({ visit_id: v.id, seconds }).catch(() => {})
  }
  useDidHide(reportTime)
  useEffect(() => reportTime, []) // eslint-disable-line react-hooks/exhaustive-deps

  const buy = () => {
    if (!c?.product) return
    const v = visit.current
    if (v)
      void deps.api.third
        .logBehavior({
          ...channelParams(deps.storage),
          visit_id: v.id,
          event: 'buy_click',
          page: pagePath,
          campaign
        })
        .catch(() => {})
    navigate(buildUrl(Routes.courseOrder, { sku: c.product.sku, campaign, result: c.result_page }))
  }
  // the path a share opens: this page with the campaign's id, tagged as a share
  const sharePath = byId
    ? buildUrl(Routes.thirdLanding, { id: campaign, channel_tag: 'share' })
    : buildUrl(`/third/pages/${campaign}`, { channel_tag: 'share' })
  // weapp: the share menu (pages whose config sets enableShareAppMessage) sends the landing itself
  useShareAppMessage(() => ({ title: c?.title ?? '', path: sharePath }))
  const share = async () => {
    const here = sharePath
    try {
      const s = await deps.api.third.shortUrl(here)
      const link = process.env.TARO_ENV === 'h5' ? `${location.origin}${s.short_url}` : mediaUrl(s.short_url)
      await copyText(link)
      void Taro.showToast({ title: tt('third.shareCopied'), icon: 'none' })
    } catch {
      // the toast of the request layer is off (silent); nothing was copied
    }
  }

  const notesOf = (blocks: CampaignBlock[]) => blocks.find((b): b is NotesBlock => b.type === 'notes')
  const shownNote = (): RednoteNote | null => {
    const n = c && notesOf(c.blocks)
    if (!n) return null
    return n.items.find((x) => x.id === params.note) ?? (params.note ? null : n.items[0])
  }

  const renderBlock = (b: CampaignBlock, i: number) => {
    switch (b.type) {
      case 'hero':
        return (
          <View className='ld-hero' key={i}>
            {b.image ? <Image className='ld-hero__img' src={mediaUrl(b.image)} mode='aspectFill' aria-hidden /> : null}
            <View className='ld-hero__text'>
              {b.badge ? <Text className='ld-badge'>{b.badge}</Text> : null}
              <Text className='ld-hero__title' role='heading' aria-level={1}>
                {b.title}
              </Text>
              {b.subtitle ? <Text className='ld-hero__sub'>{b.subtitle}</Text> : null}
            </View>
          </View>
        )
      case 'points':
        return (
          <View className='ld-card' key={i}>
            <Text className='ld-h' role='heading' aria-level={2}>
              {b.title}
            </Text>
            {b.items.map((p, k) => (
              <View className='ld-point' key={k}>
                <Text className='ld-point__title'>{p.title}</Text>
                <Text className='ld-muted'>{p.text}</Text>
              </View>
            ))}
          </View>
        )
      case 'teacher':
        return (
          <View className='ld-card ld-teacher' key={i}>
            <Text className='ld-h' role='heading' aria-level={2}>
              {b.title}
            </Text>
            <View className='ld-teacher__row'>
              {b.image ? (
                <Image className='ld-teacher__img' src={mediaUrl(b.image)} mode='aspectFill' aria-hidden />
              ) : null}
              <View className='ld-teacher__body'>
                <Text className='ld-point__title'>{b.name}</Text>
              </View>
            </View>
          </View>
        )
      case 'syllabus':
        return (
          <View className='ld-card' key={i}>
            <Text className='ld-h' role='heading' aria-level={2}>
              {b.title}
            </Text>
            {b.items.map((s, k) => (
              <View className='ld-step' key={k}>
                <Text className='ld-step__n' aria-hidden>
                  {k + 1}
                </Text>
                <View className='ld-step__body'>
                  <Text className='ld-step__title'>{s.title}</Text>
                  {s.minutes ? <Text className='ld-muted'>{tt('third.lessonMinutes', { n: s.minutes })}</Text> : null}
                </View>
              </View>
            ))}
          </View>
        )
      case 'testimonials':
        return (
          <View className='ld-card' key={i}>
            <Text className='ld-h' role='heading' aria-level={2}>
              {b.title}
            </Text>
            {b.items.map((q, k) => (
              <View className='ld-quote' key={k}>
                <Text className='ld-quote__text'>「{q.text}」</Text>
                <Text className='ld-muted'>— {q.name}</Text>
              </View>
            ))}
          </View>
        )
      case 'price':
        return c?.product ? (
          <View className='ld-card ld-price' key={i}>
            <Text className='ld-h' role='heading' aria-level={2}>
              {b.title}
            </Text>
            <View className='ld-price__row'>
              <Text className='ld-price__now' aria-label={`${tt('third.price')} ${formatPrice(c.product.price)}`}>
                {formatPrice(c.product.price)}
              </Text>
              {b.was_price !== null && b.was_price > c.product.price ? (
                <Text className='ld-price__was' aria-label={`${tt('third.originalPrice')} ${formatPrice(b.was_price)}`}>
                  {formatPrice(b.was_price)}
                </Text>
              ) : null}
            </View>
            {b.ends_at ? <Countdown endsAt={b.ends_at} lang={lang} /> : null}
          </View>
        ) : null
      case 'faq':
        return (
          <View className='ld-card' key={i}>
            <Text className='ld-h' role='heading' aria-level={2}>
              {b.title}
            </Text>
            {b.items.map((f, k) => (
              <View className='ld-faq' key={k}>
                <Text className='ld-point__title'>{f.q}</Text>
                <Text className='ld-muted'>{f.a}</Text>
              </View>
            ))}
          </View>
        )
      case 'form':
        // far down a campaign: on H5 its code loads when the reader comes near it, not with the first screen
        return (
          <WhenNear key={i} className='ld-form-slot' minHeight={240}>
            <Suspense fallback={null}>
              <SignUpForm
                block={b}
                campaign={campaign}
                lang={lang}
                api={deps.api.third}
                channel={() => channelParams(deps.storage)}
              />
            </Suspense>
          </WhenNear>
        )
      case 'notes':
        return note ? null : (
          <View className='ld-card' key={i}>
            <Text className='ld-h' role='heading' aria-level={2}>
              {b.title}
            </Text>
            <View className='ld-notes'>
              {b.items.map((n) => (
                <View
                  className='ld-note'
                  key={n.id}
                  role='link'
                  onClick={() =>
                    navigate(
                      byId
                        ? buildUrl(Routes.thirdLanding, { id: campaign, note: n.id })
                        : buildUrl(Routes.thirdRednoteDetail, { note: n.id })
                    )
                  }
                >
                  {n.images[0] ? (
                    <Image className='ld-note__img' src={mediaUrl(n.images[0])} mode='aspectFill' aria-hidden />
                  ) : null}
                  <Text className='ld-note__title'>{n.title}</Text>
                  <View className='ld-note__meta'>
                    <Text>{n.author}</Text>
                    <Text>{tt('third.likes', { count: n.likes })}</Text>
                  </View>
                </View>
              ))}
            </View>
          </View>
        )
      case 'buybar':
        return c?.product ? (
          <View className='ld-bar' key={i}>
            <View className='ld-bar__info'>
              <Text className='ld-price__now'>{formatPrice(c.product.price)}</Text>
              {b.note ? <Text className='ld-bar__note'>{b.note}</Text> : null}
            </View>
            <Button className='ld-btn ld-bar__buy' onClick={buy}>
              {b.label}
            </Button>
          </View>
        ) : null
      case 'result':
        return (
          <Suspense key={i} fallback={null}>
            <ResultView block={b} order={data?.order ?? null} lang={lang} />
          </Suspense>
        )
    }
  }

  const detail = note ? shownNote() : null
  if (remote.state === 'empty')
    return (
      <AppPage className='ld-page'>
        <NavBar title={t('third.missing.title')} />
        <View className='ld-missing' role='alert' data-campaign={campaign}>
          <Text className='ld-missing__title' role='heading' aria-level={1}>
            {t('third.missing.title')}
          </Text>
          <Text className='ld-missing__text'>{t('third.missing.message')}</Text>
          <Button className='ld-btn ld-missing__home' onClick={() => navigate(Routes.meditationHome, 'relaunch')}>
            {t('third.result.home')}
          </Button>
        </View>
      </AppPage>
    )
  return (
    <AppPage className={`ld-page${c?.blocks.some((b) => b.type === 'buybar') ? ' ld-page--bar' : ''}`}>
      <NavBar title={c?.title ?? tt('third.loading')} />
      <View className='ld-body' data-campaign={campaign} data-lang={c?.lang ?? ''}>
        <StateView remote={remote}>
          {c && note ? (
            detail ? (
              <View className='ld-card ld-note-detail'>
                <View className='ld-note-detail__imgs'>
                  {detail.images.map((src, k) => (
                    <Image key={k} className='ld-note-detail__img' src={mediaUrl(src)} mode='aspectFill' aria-hidden />
                  ))}
                </View>
                <Text className='ld-hero__title ld-note-detail__title' role='heading' aria-level={1}>
                  {detail.title}
                </Text>
                <Text className='ld-muted'>
                  {detail.author} · {tt('third.likes', { count: detail.likes })}
                </Text>
                <Text className='ld-note-detail__text'>{detail.text}</Text>
                {c.product ? (
                  <View className='ld-course' role='link' onClick={buy}>
                    {c.product.cover ? (
                      <Image
                        className='ld-course__cover'
                        src={mediaUrl(c.product.cover)}
                        mode='aspectFill'
                        aria-hidden
                      />
                    ) : null}
                    <View className='ld-course__body'>
                      <Text className='ld-muted'>{tt('third.courseCard')}</Text>
                      <Text className='ld-course__title'>{c.product.title}</Text>
                      <Text className='ld-price__now'>{formatPrice(c.product.price)}</Text>
                    </View>
                  </View>
                ) : null}
              </View>
            ) : (
              <View className='ld-card'>
                <Text className='ld-muted'>{tt('third.noteMissing')}</Text>
              </View>
            )
          ) : null}
          {c ? c.blocks.filter((b) => !note || b.type === 'buybar').map(renderBlock) : null}
          {c && !result ? (
            <Button className='ld-btn ld-btn--ghost ld-share' onClick={share}>
              {tt('third.share')}
            </Button>
          ) : null}
        </StateView>
      </View>
    </AppPage>
  )
}

export default observer(Landing)
