import type zh from '../zh-Hant/validation'
import type { Shape } from '../types'

const validation: Shape<typeof zh> = {
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  idCard: 'Please enter a valid ID number (13 digits)',
  imageType: 'Only jpg, jpeg and png images are supported',
  imageSize: 'The image must not be larger than {{size}}',
  tooLong: 'At most {{max}} characters',
  required: 'This field is required',
  password: 'Please set a password (6–20 characters)',
  passwordAgain: 'Please enter the password again',
  passwordMismatch: 'The two passwords do not match',
  code: 'Please enter the verification code'
}
export default validation
