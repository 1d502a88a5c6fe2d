/**
 * Refine's notifications in the console: a save, create or delete that succeeded is said by a short message at the
 * top centre (antd `message`, 3 s), the way the console's own actions say theirs (publish, refund, mute…: ListTable,
 * the pages); a failure and an undoable step stay Refine's antd notifications (top right, until read or closed).
 *
 * Why: the draft → publish pages (camps, tickets, courses…) are saved and then published, and the publish button
 * and its confirmation sit at the top right of the page, under the header. Refine's "saved" notification opened
 * there, over them, for 4.5 s: the operator's next step was hidden by the news of the last one (and browser tests
 * had to click through it, e2e/support/admin.ts confirmPopover). At the top centre the message lies over the
 * header's empty middle (its content is right-aligned, Header.tsx), never over a page's actions; at the bottom right
 * it would cover the edit forms' save button. The header stays at the top while the page scrolls, so on a long form
 * scrolled down the message is still over the header, not over the field at the top of the window (it was, for its
 * 3 s, before the header stayed). A success needs no reading, so a message is enough; an error must be read and may
 * be long (the server's reason), so it keeps a notification the operator closes. Its words name the one record
 * ("Course saved", providers/i18n.ts).
 */
import type { NotificationProvider } from '@refinedev/core'
import { useNotificationProvider } from '@refinedev/antd'
import { App } from 'antd'

export function useConsoleNotifications(): NotificationProvider {
  const refine = useNotificationProvider()
  const { message } = App.useApp()
  return {
    open: (params) => {
      if (params.type !== 'success') return refine.open(params)
      // role status: announced by screen readers, as the notification's role alert was (a message has no role)
      message.open({ key: params.key, type: 'success', content: <span role='status'>{params.message}</span> })
    },
    close: (key) => {
      message.destroy(key)
      refine.close(key)
    }
  }
}
