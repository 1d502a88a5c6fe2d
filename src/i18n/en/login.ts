import type zh from '../zh-Hant/login'
import type { Shape } from '../types'

const login: Shape<typeof zh> = {
  panelTitle: 'Log in to Jingxin',
  panelSubtitle: 'Log in to sync favorites, study records and membership',
  email: 'Email',
  emailPlaceholder: 'Enter your email',
  code: 'Code',
  codePlaceholder: 'Enter the 6-digit code',
  sendCode: 'Get code',
  resendIn: 'Resend in {{count}} s',
  codeSent: 'Code sent',
  submit: 'Log in',
  submitting: 'Logging in…',
  success: 'Logged in',
  logout: 'Log out',
  logoutDone: 'Logged out',
  otherMethods: 'Other ways to log in',
  passwordLogin: 'Password',
  phoneLogin: 'Mobile number',
  bindTitle: 'Bind your mobile number',
  bindSubtitle: 'For account security, please bind a mobile number first',
  phone: 'Mobile number',
  phonePlaceholder: 'Enter your mobile number',
  nationCode: 'Country / region code',
  bindSubmit: 'Bind',
  bindSuccess: 'Mobile number bound'
}
export default login
