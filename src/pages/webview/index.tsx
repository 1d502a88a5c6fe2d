import { WebView } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import AppPage from '../../components/AppPage'
import NavBar from '../../components/NavBar'
import StateView from '../../components/StateView'
import { t } from '../../i18n'

/** Only web addresses open here: anything else (javascript:, file:, a bare string) is refused. */
export function safeWebUrl(raw: string | undefined): string | null {
  if (!raw) return null
  let url = raw
  try {
    url = decodeURIComponent(raw)
  } catch {
    /* already decoded */
  }
  return /^https?:\/\/[^\s]+$/i.test(url) ? url : null
}

/**
 * External pages (banner type 10 and `web` deep links to other sites) inside the mini-program, which cannot
 * leave the app: `/pages/webview/index?url=<encoded>`. The H5 app opens such addresses in the window instead.
 * In WeChat the host must be a configured business domain; that is deployment configuration.
 */
function WebviewPage() {
  const url = safeWebUrl(useRouter().params.url)
  return (
    <AppPage>
      <NavBar title={t('common.titles.app')} />
      {url ? <WebView src={url} /> : <StateView state='error' errorText={t('errors.badRequest')} />}
    </AppPage>
  )
}

export default observer(WebviewPage)
