import type zh from '../zh-Hant/couponShare'
import type { Shape } from '../types'

const couponShare: Shape<typeof zh> = {
  titles: {
    courses: 'Courses it covers',
    transfer: 'Pass on a coupon',
    share: 'Share a coupon',
    claim: 'Claim a coupon',
    success: 'Coupon claimed'
  },
  actions: {
    courses: 'Courses',
    transfer: 'Pass on',
    share: 'Share link'
  },
  min: 'On orders from {{amount}}',
  any: 'No minimum',
  until: 'Expires {{date}}',
  courses: {
    membership: 'This coupon also works for the meditation membership',
    courseOnly: 'This coupon is for courses and annual cards only',
    empty: 'No course fits this coupon right now',
    after: '{{price}} with coupon'
  },
  transfer: {
    label: 'Their phone number or e-mail',
    placeholder: 'Phone (6 to 12 digits) or e-mail',
    invalid: 'Please enter a valid phone number or e-mail',
    next: 'Next',
    confirmTitle: 'Confirm',
    confirmText: 'Give “{{title}}” to {{to}}? This cannot be undone.',
    confirm: 'Pass it on',
    cancel: 'Cancel',
    sending: 'Passing it on…',
    done: 'Passed on to {{to}}',
    notUsable: 'Only unused coupons that have not expired can be passed on'
  },
  share: {
    intro: 'Send the link to a friend: the first friend to claim it gets this coupon.',
    link: 'Claim link',
    copy: 'Copy link',
    copied: 'Link copied',
    shareCard: 'Share with a friend',
    shareTitle: 'A coupon for you: “{{title}}”'
  },
  claim: {
    from: '{{name}} sent you a coupon',
    action: 'Claim it',
    login: 'Log in to claim',
    claimed: 'This coupon has already been claimed',
    gone: 'This coupon is no longer valid',
    own: 'You shared this coupon; waiting for a friend to claim it'
  },
  success: {
    heading: 'Coupon claimed',
    text: '“{{title}}” is now in your coupons',
    toList: 'See my coupons',
    toCourses: 'See the courses it covers'
  }
}
export default couponShare
