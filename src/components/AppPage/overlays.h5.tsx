import { lazy, Suspense, useRef } from 'react'
import { observer } from 'mobx-react'
import { useStores } from '../../stores'

// their forms, validators and styles are a chunk of their own, fetched the first time one opens
const LoginPanel = lazy(() => import(/* webpackChunkName: "login-panel" */ '../LoginPanel'))
const BindMobilePopup = lazy(() => import(/* webpackChunkName: "login-panel" */ '../BindMobilePopup'))

/**
 * H5: the global login panel (opened by a 1100 response) and bind-mobile popup (5001), loaded when first opened
 * rather than with every page. Once loaded they stay mounted (each hides itself), keeping what was typed.
 */
function Overlays() {
  const panel = useStores().loginPanel
  const login = useRef(false)
  const bind = useRef(false)
  login.current ||= panel.visible
  bind.current ||= panel.bindMobileVisible
  return (
    <Suspense fallback={null}>
      {login.current && <LoginPanel />}
      {bind.current && <BindMobilePopup />}
    </Suspense>
  )
}

export default observer(Overlays)
