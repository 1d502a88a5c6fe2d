import { View, Text, Button } from '@tarojs/components'
import Taro, { useReachBottom, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import AppPage from '../../../components/AppPage'
import NavBar from '../../../components/NavBar'
import StateView from '../../../components/StateView'
import { AnswerItem } from '../../../components/LessonNotes'
import { useNavTitle } from '../../../components/AuthForm/useNavTitle'
import { useStores } from '../../../stores'
import { usePagedList } from '../../../utils/usePagedList'
import { usePullToRefresh } from '../../../utils/usePullToRefresh'
import { formatDate } from '../../../utils/dates'
import { t, getLocale } from '../../../i18n'
import { Routes, buildUrl } from '../../../navigation/routes'
import { navigate } from '../../../navigation/navigate'
import type { HomeworkAnswerDTO, LessonNoteDTO } from '../../../protocol/learningNotes'
import './index.scss'
import '../../../i18n/zh-Hant/learningNotes'
import '../../../services/api/learningNotes'

type Tab = 'notes' | 'homework'

const toLesson = (r: { course_sku: string; lesson_id: number }) =>
  navigate(buildUrl(Routes.coursePlay, { sku: r.course_sku, lesson_id: r.lesson_id }))

async function confirmed(content: string, confirmText: string): Promise<boolean> {
  try {
    return (await Taro.showModal({ content, confirmText, cancelText: t('learningNotes.notes.cancel') })).confirm
  } catch {
    return false
  }
}

/** Where a note or an answer belongs, as a link to the lesson in the course player. */
function Where({ r }: { r: LessonNoteDTO | HomeworkAnswerDTO }) {
  return (
    <View className='my-notes__where' role='link' onClick={() => toLesson(r)}>
      <Text className='my-notes__where-text'>
        {t('learningNotes.where', { course: r.course_title, lesson: r.lesson_title })}
      </Text>
      <Text className='my-notes__open'>{t('learningNotes.open')}</Text>
    </View>
  )
}

/**
 * 我的筆記 / My notes (issue 33): every note the user wrote in the course player, newest first, and in a second
 * tab (`?tab=homework`) the homework handed in with the teachers' replies. Each opens its lesson; notes and
 * answers can be deleted here too (editing is in the player, next to the lesson).
 */
function MyNotes() {
  const root = useStores()
  const { deps, user } = root
  useNavTitle(t('learningNotes.title'))
  const locale = getLocale()
  const api = deps.api.learningNotes
  const [tab, setTab] = useState<Tab>(useRouter().params.tab === 'homework' ? 'homework' : 'notes')
  const [homeworkSeen, setHomeworkSeen] = useState(tab === 'homework')
  const notes = usePagedList((page) => api.notes(undefined, page, 20), [user.isLoggedIn, locale], user.isLoggedIn)
  const answers = usePagedList(
    (page) => api.answers(page, 20),
    [user.isLoggedIn, locale, homeworkSeen],
    user.isLoggedIn && homeworkSeen
  )
  usePullToRefresh(notes, answers)
  useReachBottom(() => void (tab === 'notes' ? notes.more() : answers.more()))
  const choose = (k: Tab) => {
    setTab(k)
    if (k === 'homework') setHomeworkSeen(true)
  }

  const removeNote = async (n: LessonNoteDTO) => {
    if (!(await confirmed(t('learningNotes.notes.confirmRemove'), t('learningNotes.notes.remove')))) return
    try {
      await api.deleteNote(n.id)
      deps.toast(t('learningNotes.notes.removed'))
      notes.drop((x) => x.id === n.id)
    } catch {
      /* toasted */
    }
  }
  const removeAnswer = async (a: HomeworkAnswerDTO) => {
    if (!(await confirmed(t('learningNotes.homework.confirmRemove'), t('learningNotes.homework.remove')))) return
    try {
      await api.deleteAnswer(a.id)
      deps.toast(t('learningNotes.homework.removed'))
      answers.drop((x) => x.id === a.id)
    } catch {
      /* toasted */
    }
  }

  return (
    <AppPage className='list-page my-notes'>
      <NavBar title={t('learningNotes.title')} />
      {!user.isLoggedIn ? (
        <View className='list-prompt'>
          <Text className='list-prompt__text'>{t('learningNotes.loginPrompt')}</Text>
          <Button className='list-prompt__btn' onClick={() => root.loginPanel.open(Routes.mineNotes)}>
            {t('learningNotes.loginAction')}
          </Button>
        </View>
      ) : (
        <View>
          <View className='my-notes__tabs' role='tablist' aria-label={t('learningNotes.tabs.label')}>
            {(['notes', 'homework'] as const).map((k) => (
              <Text
                key={k}
                id={`my-notes-tab-${k}`}
                className={`my-notes__tab${tab === k ? ' is-active' : ''}`}
                role='tab'
                aria-selected={tab === k}
                aria-controls={`my-notes-panel-${k}`}
                onClick={() => choose(k)}
              >
                {t(`learningNotes.tabs.${k}`)}
              </Text>
            ))}
          </View>
          {tab === 'notes' ? (
            <View role='tabpanel' id='my-notes-panel-notes' aria-labelledby='my-notes-tab-notes'>
              <StateView remote={notes} emptyText={t('learningNotes.notes.emptyAll')}>
                {notes.items.map((n) => (
                  <View key={n.id} className='my-notes__card' data-note={n.id}>
                    <Where r={n} />
                    <Text className='my-notes__content' userSelect>
                      {n.content}
                    </Text>
                    <View className='my-notes__meta'>
                      <Text className='my-notes__date'>
                        {n.updated_at !== n.created_at
                          ? t('learningNotes.notes.edited', { date: formatDate(n.updated_at) })
                          : formatDate(n.created_at)}
                      </Text>
                      <Text
                        className='my-notes__delete'
                        role='button'
                        aria-label={t('learningNotes.notes.removeLabel', { text: n.content.slice(0, 24) })}
                        onClick={() => void removeNote(n)}
                      >
                        {t('learningNotes.notes.remove')}
                      </Text>
                    </View>
                  </View>
                ))}
                <Text className='list-foot'>{notes.hasMore ? t('common.loading') : t('common.noMore')}</Text>
              </StateView>
            </View>
          ) : (
            <View role='tabpanel' id='my-notes-panel-homework' aria-labelledby='my-notes-tab-homework'>
              <StateView remote={answers} emptyText={t('learningNotes.homework.emptyAll')}>
                {answers.items.map((a) => (
                  <View key={a.id} className='my-notes__card'>
                    <Where r={a} />
                    <AnswerItem answer={a} onRemove={() => void removeAnswer(a)} />
                  </View>
                ))}
                <Text className='list-foot'>{answers.hasMore ? t('common.loading') : t('common.noMore')}</Text>
              </StateView>
            </View>
          )}
        </View>
      )}
    </AppPage>
  )
}

export default observer(MyNotes)
