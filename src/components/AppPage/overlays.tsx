import LoginPanel from '../LoginPanel'
import BindMobilePopup from '../BindMobilePopup'

/**
 * The global login panel (opened by a 1100 response) and bind-mobile popup (5001). Mini-program: part of the
 * page's package. H5 loads them only when first opened (./overlays.h5.tsx).
 */
export default function Overlays() {
  return (
    <>
      <LoginPanel />
      <BindMobilePopup />
    </>
  )
}
