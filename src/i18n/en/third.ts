import type zh from '../zh-Hant/third'
import type { Shape } from '../types'

const third: Shape<typeof zh> = {
  loading: 'Loading the campaign',
  buy: 'Buy now',
  price: 'Price',
  originalPrice: 'Regular price',
  countdown: 'Offer ends in',
  countdownParts: '{{d}} d {{hh}}:{{mm}}:{{ss}}',
  countdownLabel:
    'Offer ends in $t(common.unit.day, {"count": {{d}} }) $t(common.unit.hour, {"count": {{h}} }) $t(common.unit.minute, {"count": {{m}} })',
  endsAt: 'Offer until {{time}}',
  ended: 'This offer has ended; the next one starts soon',
  required: 'required',
  nationcode: 'Code',
  nationcodeLabel: 'Country calling code',
  nationcodeInvalid: 'Please enter a valid country code',
  fieldRequired: 'Please fill in {{field}}',
  emailInvalid: 'Please enter a valid email address',
  sending: 'Sending…',
  share: 'Share',
  shareCopied: 'Campaign link copied',
  likes: '{{count}} likes',
  likes_one: '{{count}} like',
  lessonMinutes: '{{n}} min',
  noteMissing: 'This note could not be found',
  courseCard: 'The course in this note',
  missing: {
    title: 'Campaign not found',
    message: 'This campaign page has ended or does not exist. Have a look at our other courses.'
  },
  result: {
    title: 'Purchase complete',
    bought: 'You bought',
    paid: 'Paid {{amount}}',
    pending: 'Confirming the payment, one moment',
    notPaid: 'This order has not been paid',
    openCourse: 'Start the course',
    addGroup: "Join the teacher's group",
    wechatId: "Teacher's WeChat ID: {{id}}",
    copyWechat: 'Copy WeChat ID',
    copied: 'WeChat ID copied',
    noOrder: 'Order not found',
    home: 'Back to home'
  }
}
export default third
