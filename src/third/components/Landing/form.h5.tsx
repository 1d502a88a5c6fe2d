import { lazy } from 'react'

/** H5: the sign-up form (and the input and validation code it brings) is a chunk of its own, loaded near view. */
export default lazy(() => import('./SignUpForm'))
