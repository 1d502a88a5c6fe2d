import type zh from '../zh-Hant/errors'
import type { Shape } from '../types'

const errors: Shape<typeof zh> = {
  network: 'Network error. Check your connection and try again',
  timeout: 'The request timed out. Please try again later',
  unauthorized: 'Please log in first',
  business: 'The operation failed',
  enterpriseLogin: 'Please log in with WeChat Work',
  needsBinding: 'Please bind your mobile number first',
  annualPassRequired: 'This content needs an annual pass',
  membershipRequired: 'This content is for members. Taking you to membership…',
  badRequest: 'Some input is not valid',
  signature: 'The request signature is invalid. Check your device time and try again',
  rateLimited: 'Too many attempts. Please try again later',
  notFound: 'Not found',
  server: 'The server is busy. Please try again later',
  unknown: 'An unknown error occurred',
  uploadFailed: 'Upload failed',
  loginExpired: 'Your login has expired. Please log in again'
}
export default errors
