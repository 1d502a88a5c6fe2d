import { lazy } from 'react'

/** H5: the result block (after a purchase) is a chunk of its own; the campaign pages themselves do not show it. */
export default lazy(() => import('./ResultView'))
