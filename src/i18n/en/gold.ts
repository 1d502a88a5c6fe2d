import type zh from '../zh-Hant/gold'
import type { Shape } from '../types'

const gold: Shape<typeof zh> = {
  titles: {
    learningGold: 'My learning gold',
    exchange: 'Exchange gold',
    confirm: 'Confirm exchange',
    gifts: 'My exchanges',
    success: 'Exchanged',
    history: 'Invitation history',
    account: 'Gold account'
  },
  amount: '{{n}} gold',
  balance: 'Learning gold balance',
  loginPrompt: 'Log in to see your learning gold',
  loginAction: 'Log in / Sign up',
  actions: {
    exchange: 'Exchange gifts',
    gifts: 'My exchanges',
    account: 'Statement',
    history: 'Invitations',
    invite: 'Invite friends to earn gold'
  },
  entries: 'Gold in and out',
  entriesEmpty: 'No learning gold yet: invite a friend to earn some',
  reason: {
    member_invite: 'Friend {{name}} paid for the first time',
    member_invite_refund: 'Reward taken back: {{name}}’s payment was refunded',
    invite: 'Invited {{name}}',
    exchange: 'Exchanged for {{name}}',
    admin_adjust: 'Gold adjusted: {{name}}'
  },
  balanceAfter: 'Balance {{n}}',
  more: 'Load more',
  history: {
    summary: '{{count}} friends invited, {{gold}} gold earned',
    summary_one: '{{count}} friend invited, {{gold}} gold earned',
    empty: 'No friend has signed up through your link yet',
    reward: '+{{n}} gold',
    noReward: 'Daily reward limit reached',
    joined: 'Joined {{date}}'
  },
  account: {
    empty: 'No gold has come in or gone out yet',
    month: '{{m}}/{{y}}',
    earned: 'In',
    spent: 'Out',
    entries: '{{count}} entries',
    entries_one: '{{count}} entry',
    closing: 'Month-end balance'
  },
  exchange: {
    hint: '{{n}} gold to spend',
    empty: 'No gifts to exchange right now',
    kind: {
      vip_days: 'Membership',
      course: 'Course',
      physical: 'Gift item'
    },
    stock: '{{n}} left',
    soldOut: 'Sold out',
    notEnough: 'Not enough gold',
    action: 'Exchange'
  },
  confirm: {
    gift: 'Gift',
    price: 'Gold needed',
    after: 'Balance after',
    name: 'Recipient name',
    namePlaceholder: 'Your name',
    phone: 'Mobile number',
    phonePlaceholder: '6 to 12 digits',
    address: 'Delivery address',
    addressPlaceholder: 'Full delivery address',
    required: 'required',
    nameError: 'Please give the recipient’s name',
    phoneError: 'Please enter a valid phone number',
    addressError: 'Please give a delivery address for a physical gift',
    notEnough: 'Not enough gold: {{n}} short',
    submit: 'Confirm exchange',
    submitting: 'Exchanging…',
    note: 'The gold is spent at once; membership and courses start immediately, items ship within 7 working days.',
    notFound: 'This gift does not exist'
  },
  gifts: {
    empty: 'You have not exchanged any gifts yet',
    status: {
      done: 'Delivered',
      to_ship: 'To ship',
      shipped: 'Shipped'
    },
    on: 'Exchanged {{date}}',
    recipient: '{{name}} {{phone}}'
  },
  success: {
    heading: 'Exchange complete',
    spent: '{{n}} gold spent',
    vip: 'Your membership runs {{count}} days longer',
    vip_one: 'Your membership runs {{count}} day longer',
    course: 'The course is in your purchased courses',
    physical: 'We will ship it soon; follow it in My exchanges',
    toGifts: 'See my exchanges',
    toGold: 'Back to my learning gold',
    toCourse: 'Start the course'
  }
}
export default gold
