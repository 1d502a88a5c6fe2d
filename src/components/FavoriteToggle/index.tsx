import { Button, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import Icon from '../Icon'
import { useStores } from '../../stores'
import { useAction } from '../../utils/useAction'
import { currentRoute } from '../../services/http/route'
import { t } from '../../i18n'
import './index.scss'
import '../../i18n/zh-Hant/courseFavorites'

/**
 * Save or unsave a course (POST / DELETE /v2/favorites), for the course pages. Shows the server's answer
 * (`favorited` of the course's detail) and flips at once, rolling back when the call fails (the HTTP layer
 * toasts why). A visitor is asked to log in first.
 */
function FavoriteToggle({ courseId, title, favorited }: { courseId: number; title: string; favorited: boolean }) {
  const { deps, user, loginPanel } = useStores()
  const [on, setOn] = useState(favorited)
  useEffect(() => setOn(favorited), [favorited])
  // shown at once; put back if the server refuses (the HTTP layer toasts why)
  const saving = useAction(
    async (next: boolean) => {
      if (next) await deps.api.course.favorite(courseId)
      else await deps.api.course.unfavorite(courseId)
      deps.toast(t(next ? 'courseFavorites.toggle.added' : 'courseFavorites.toggle.removed'))
    },
    { onError: () => setOn((shown) => !shown) }
  )
  const busy = saving.busy

  const toggle = async () => {
    if (!user.isLoggedIn) {
      loginPanel.open(currentRoute())
      return
    }
    if (busy) return
    const next = !on
    setOn(next)
    await saving.run(next)
  }

  return (
    <Button
      className={`jx-fav${on ? ' jx-fav--on' : ''}`}
      role='button'
      size='mini'
      aria-pressed={on}
      aria-label={t(on ? 'courseFavorites.toggle.savedLabel' : 'courseFavorites.toggle.addLabel', { title })}
      data-favorited={on ? '1' : '0'}
      onClick={toggle}
    >
      <View className='jx-fav__inner' aria-hidden>
        <Icon name={on ? 'heart-2' : 'heart'} size={16} />
        <Text>{on ? t('courseFavorites.toggle.saved') : t('courseFavorites.toggle.add')}</Text>
      </View>
    </Button>
  )
}

export default observer(FavoriteToggle)
