import type zh from '../zh-Hant/validation'
import type { Shape } from '../types'

const validation: Shape<typeof zh> = {
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  idCard: 'Please enter a valid ID number (13 digits)',
  imageType: 'Only jpg, jpeg and png images are supported',
  imageSize: 'The image must not be larger than {{size}}',
  tooLong: 'At most {{max}} characters (Chinese characters count as two)',
  required: 'This field is required',
  account: 'Please enter your email or mobile number',
  password: 'Please choose a password (8–64 characters)',
  passwordEmpty: 'Please enter your password',
  passwordAgain: 'Please enter the password again',
  passwordMismatch: 'The two passwords do not match',
  oldPassword: 'Please enter your current password',
  code: 'Please enter the verification code',
  codeFormat: 'The verification code has 6 digits'
}
export default validation
