/** The sign-up form block; H5 loads it on its own (./form.h5.tsx). */
export { default } from './SignUpForm'
