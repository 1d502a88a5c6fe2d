import { View, Text, Input, Button, Image } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useRef, useState } from 'react'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import Chips from '../../components/Search/Chips'
import { searchHitUrl } from '../../components/Search/open'
import { useStores } from '../../stores'
import { t } from '../../i18n'
import type { TKey } from '../../i18n/keys'
import { navigate } from '../../navigation/navigate'
import { Routes, buildUrl } from '../../navigation/routes'
import { errorText, mediaUrl } from '../../services/http'
import { StorageKey } from '../../services/storage'
import { imageAlt } from '../../utils/imageAlt'
import { useAction } from '../../utils/useAction'
import { ASSISTANT_MESSAGE_MAX, type AssistantCardDTO } from '../../protocol/assistant'
import { appendMessages, readConversation, revealed, type ChatMessage } from '../lib/conversation'
import './coze.scss'
import '../../i18n/zh-Hant/portal'
import '../../services/api/assistant'

/** The page a result card opens: catalogue hits as in search, an FAQ's answer, a track from the history. */
export function assistantCardUrl(card: AssistantCardDTO): string {
  if (card.kind === 'faq') return buildUrl(Routes.mineFaqContent, { id: card.id })
  if (card.kind === 'history') return buildUrl(Routes.meditationPlay, { sku: card.sku, resource_id: card.id })
  if (card.kind === 'page') return card.sku
  return searchHitUrl({ kind: card.kind, id: card.id, sku: card.sku, type: card.type, sub_type: card.sub_type })
}

const kindKey = (card: AssistantCardDTO): TKey =>
  `portal.assistant.kind.${card.kind === 'meditation' ? 'album' : card.kind}` as TKey

let seq = 0
const newId = () => `${Date.now().toString(36)}-${(seq++).toString(36)}`

function Card({ card }: { card: AssistantCardDTO }) {
  const kind = t(kindKey(card))
  return (
    <View
      className='coze-card'
      role='link'
      data-kind={card.kind}
      data-sku={card.sku}
      onClick={() => navigate(assistantCardUrl(card))}
    >
      {card.cover ? (
        <Image
          {...imageAlt('')}
          className='coze-card__cover'
          src={mediaUrl(card.cover)}
          mode='aspectFill'
          aria-hidden
        />
      ) : (
        <View className='coze-card__cover coze-card__cover--none' aria-hidden />
      )}
      <View className='coze-card__body'>
        <Text className='coze-card__kind'>{kind}</Text>
        <Text className='coze-card__title'>{card.title}</Text>
        {!!card.subtitle && <Text className='coze-card__sub'>{card.subtitle}</Text>}
      </View>
      <Text className='coze-card__open' aria-hidden>
        {t('portal.assistant.open')}
      </Text>
    </View>
  )
}

/**
 * The practice assistant: the user says how they are or what they look for, the server answers from our own
 * content (or a configured hosted model) with cards that open the right page. The answer arrives whole
 * (Taro.request cannot stream) and is revealed progressively here. The conversation lives only in this
 * device's storage and can be cleared.
 */
function Coze() {
  const { deps } = useStores()
  const storage = deps.storage
  const [messages, setMessages] = useState<ChatMessage[]>(() =>
    readConversation(storage.get(StorageKey.assistantConversation))
  )
  const [draft, setDraft] = useState('')
  const [reveal, setReveal] = useState<{ id: string; start: number; now: number } | null>(null)
  const timer = useRef<ReturnType<typeof setInterval> | null>(null)

  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current)
    },
    []
  )

  const save = (list: ChatMessage[]) => {
    setMessages(list)
    storage.set(StorageKey.assistantConversation, list)
  }

  const startReveal = (id: string, length: number) => {
    if (timer.current) clearInterval(timer.current)
    const start = Date.now()
    setReveal({ id, start, now: start })
    timer.current = setInterval(() => {
      const now = Date.now()
      setReveal({ id, start, now })
      if (revealed('x'.repeat(length), now - start).length >= length) {
        if (timer.current) clearInterval(timer.current)
        timer.current = null
        setReveal(null)
      }
    }, 30)
  }

  /** One question at a time: its answer (or the failure, as a message of the bot's) joins the conversation. */
  const asking = useAction(async (message: string, list: ChatMessage[]) => {
    const reply: ChatMessage = await deps.api.assistant.ask(message).then(
      (dto) => ({ id: newId(), role: 'bot', text: dto.answer, cards: dto.cards, at: Date.now() }),
      (e: unknown) => ({
        id: newId(),
        role: 'bot',
        text: errorText(e, t, 'portal.assistant.failed'),
        cards: [],
        failed: true,
        at: Date.now()
      })
    )
    save(appendMessages(list, reply))
    startReveal(reply.id, Array.from(reply.text).length)
  })
  const busy = asking.busy

  const send = async (raw: string) => {
    const message = raw.trim()
    if (!message || busy) return
    const mine: ChatMessage = { id: newId(), role: 'user', text: message, cards: [], at: Date.now() }
    const list = appendMessages(messages, mine)
    save(list)
    setDraft('')
    await asking.run(message, list)
  }

  const clear = async () => {
    const answer = await Taro.showModal({
      title: t('portal.assistant.clear'),
      content: t('portal.assistant.clearConfirm'),
      confirmText: t('portal.assistant.clearButton'),
      cancelText: t('portal.assistant.cancel')
    }).catch(() => ({ confirm: false }))
    if (!answer.confirm) return
    storage.remove(StorageKey.assistantConversation)
    setMessages([])
    deps.toast(t('portal.assistant.cleared'))
  }

  const suggestions = [
    t('portal.assistant.suggestSleep'),
    t('portal.assistant.suggestStress'),
    t('portal.assistant.suggestFocus'),
    t('portal.assistant.suggestMember')
  ]

  return (
    <AppPage className='coze-page'>
      <NavBar title={t('portal.assistant.title')} />
      <View className='coze-log' role='log' aria-live='polite'>
        <View className='coze-msg coze-msg--bot'>
          <Text className='coze-msg__who'>{t('portal.assistant.bot')}</Text>
          <Text className='coze-msg__text'>{t('portal.assistant.intro')}</Text>
        </View>
        {messages.map((m) => {
          const revealing = reveal?.id === m.id
          const text = revealing ? revealed(m.text, reveal.now - reveal.start) : m.text
          return (
            <View
              key={m.id}
              className={`coze-msg coze-msg--${m.role}${m.failed ? ' coze-msg--failed' : ''}`}
              data-role={m.role}
              aria-busy={revealing}
            >
              <Text className='coze-msg__who'>
                {m.role === 'user' ? t('portal.assistant.you') : t('portal.assistant.bot')}
              </Text>
              <Text className='coze-msg__text'>{text}</Text>
              {!revealing && m.cards.length > 0 && (
                <View className='coze-cards'>
                  {m.cards.map((c) => (
                    <Card key={`${c.kind}-${c.id}`} card={c} />
                  ))}
                </View>
              )}
            </View>
          )
        })}
        <Text className={`coze-typing${busy ? '' : ' is-hidden'}`} role='status'>
          {busy ? t('portal.assistant.sending') : ''}
        </Text>
      </View>
      <Chips
        title={t('portal.assistant.suggestions')}
        words={suggestions}
        onPick={(w) => void send(w)}
        className='coze-suggest'
      />
      <View className='coze-bar'>
        <Input
          className='coze-bar__input'
          type='text'
          confirmType='send'
          value={draft}
          maxlength={ASSISTANT_MESSAGE_MAX}
          placeholder={t('portal.assistant.placeholder')}
          aria-label={t('portal.assistant.placeholder')}
          onInput={(e) => setDraft(e.detail.value)}
          onConfirm={(e) => void send(e.detail.value)}
        />
        <Button
          className='coze-bar__send'
          disabled={busy || !draft.trim() || undefined}
          aria-disabled={busy || !draft.trim()}
          onClick={() => void send(draft)}
        >
          {t('portal.assistant.send')}
        </Button>
      </View>
      <View className='coze-foot'>
        <Text className='coze-foot__privacy'>{t('portal.assistant.privacy')}</Text>
        <Text
          className={`coze-foot__clear${messages.length ? '' : ' is-hidden'}`}
          role='button'
          onClick={() => void clear()}
        >
          {t('portal.assistant.clear')}
        </Text>
      </View>
    </AppPage>
  )
}

export default observer(Coze)
