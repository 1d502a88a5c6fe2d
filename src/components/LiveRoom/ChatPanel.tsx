import { View, Text, Input, Button, ScrollView } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { t } from '../../i18n'
import { LIVE_CHAT_LIMITS, type LiveMessageDTO } from '../../protocol/live'
import type { LiveChat } from '../../stores/liveChat'
import './chat.scss'
import '../../i18n/zh-Hant/live'

export function MessageRow({ m, pinned }: { m: LiveMessageDTO; pinned?: boolean }) {
  return (
    <View className={`live-chat__row${pinned ? ' is-pinned' : ''}${m.kind === 2 ? ' is-barrage' : ''}`} data-id={m.id}>
      {pinned && <Text className='live-chat__pin'>{t('live.chat.pinned')}</Text>}
      <Text className='live-chat__name'>{m.nickname}</Text>
      <Text className='live-chat__text'>{m.text}</Text>
    </View>
  )
}

/** The list of messages (newest at the bottom) with the pinned one above it. */
export function MessageList({
  list,
  pinned,
  onOlder
}: {
  list: LiveMessageDTO[]
  pinned: LiveMessageDTO | null
  onOlder?: () => void
}) {
  const last = list.at(-1)
  return (
    <View className='live-chat__list-wrap'>
      <View className='live-chat__pinned' hidden={!pinned}>
        {pinned && <MessageRow m={pinned} pinned />}
      </View>
      <ScrollView
        className='live-chat__list'
        scrollY
        scrollIntoView={last ? `live-msg-${last.id}` : undefined}
        role='log'
        aria-live='polite'
        aria-label={t('live.chat.title')}
      >
        {onOlder && (
          <Button className='live-chat__older' size='mini' onClick={onOlder}>
            {t('live.chat.older')}
          </Button>
        )}
        {list.map((m) => (
          <View key={m.id} id={`live-msg-${m.id}`}>
            <MessageRow m={m} />
          </View>
        ))}
        <Text className='live-chat__empty' hidden={list.length > 0}>
          {t('live.chat.empty')}
        </Text>
      </ScrollView>
    </View>
  )
}

/** The live chat: messages, then the composer (or why the viewer cannot post). */
function ChatPanel({ chat, onLogin }: { chat: LiveChat | null; onLogin: () => void }) {
  const [text, setText] = useState('')
  const [barrage, setBarrage] = useState(false)
  const send = () => {
    if (chat?.send(text, barrage ? 2 : 1)) setText('')
  }
  const notice = !chat
    ? null
    : chat.removed
      ? t('live.chat.removed')
      : chat.muted
        ? t('live.chat.muted')
        : chat.reconnecting
          ? t('live.chat.reconnecting')
          : chat.error
  return (
    <View className='live-chat'>
      <MessageList
        list={chat?.messages ?? []}
        pinned={chat?.pinned ?? null}
        onOlder={chat?.before ? () => void chat.loadOlder() : undefined}
      />
      <Text className='live-chat__notice' role='alert' hidden={!notice}>
        {notice ?? ''}
      </Text>
      <View className='live-chat__composer' hidden={!chat}>
        <Button
          className={`live-chat__mode${barrage ? ' is-on' : ''}`}
          size='mini'
          aria-pressed={barrage}
          onClick={() => setBarrage(!barrage)}
        >
          {t('live.chat.barrage')}
        </Button>
        <Input
          className='live-chat__input'
          value={text}
          maxlength={LIVE_CHAT_LIMITS.length}
          placeholder={t('live.chat.placeholder')}
          aria-label={t('live.chat.placeholder')}
          disabled={!chat?.canPost}
          confirmType='send'
          onInput={(e) => setText(e.detail.value)}
          onConfirm={send}
        />
        <Button className='live-chat__send' size='mini' disabled={!chat?.canPost || !text.trim()} onClick={send}>
          {t('live.chat.send')}
        </Button>
      </View>
      <View className='live-chat__login' hidden={!!chat}>
        <Button className='live-chat__send' size='mini' onClick={onLogin}>
          {t('live.chat.loginToChat')}
        </Button>
      </View>
    </View>
  )
}

export default observer(ChatPanel)
