import type zh from '../zh-Hant/gifts'
import type { Shape } from '../types'

const gifts: Shape<typeof zh> = {
  poster: {
    title: 'Invitation poster',
    entry: 'Make an invitation poster',
    slogan: 'Ten minutes a day to find your calm',
    invites: 'invites you to meditate together',
    product: 'Jingxin membership',
    productDesc: 'Every guided meditation, study plans and scene music, plus member-only courses, any time.',
    reward: 'Join through my link and we both get a gift',
    scan: 'Scan the QR code to join Jingxin',
    canvasLabel: 'Invitation poster of {{name}} with a QR code of the personal invite link',
    save: 'Save to album',
    download: 'Download poster',
    saved: 'Saved to your album',
    saveFailed: 'Could not save. Please try again later',
    deniedTitle: 'Album access needed',
    deniedText: 'Saving the poster needs permission to save to your album. Turn it on in Settings and try again.',
    // a modal's button: at most 8 letters (WeChat refuses longer)
    openSettings: 'Settings',
    hint: 'Long-press or download the poster to share it with friends',
    loginPrompt: 'Log in to make your invitation poster',
    drawing: 'Making the poster…'
  },
  memberInvite: {
    title: 'Invite friends to membership',
    heroTitle: 'Give a friend {{days}} days of membership',
    heroSub: 'When your friend first pays, you get {{gold}} learning gold',
    loginPrompt: 'Log in to get your membership invitation link',
    loginAction: 'Log in / Sign up',
    myLink: 'My membership invitation link',
    copy: 'Copy link',
    copied: 'Invitation link copied',
    share: 'Share with friends',
    shareTitle: '{{days}} days of Jingxin membership for you',
    rulesTitle: 'How it works',
    rule1: 'A friend who logs in through your link gets {{days}} days of meditation membership to try.',
    rule2: 'The trial is for people who have never been members or paid before, once per person.',
    rule3: 'When your friend first pays, you get {{gold}} learning gold for membership days or gifts.',
    records: 'Friends I invited',
    recordsEmpty: 'No friend has accepted yet',
    statusTrial: 'On the trial',
    statusRewarded: 'Paid: +{{gold}} gold',
    more: 'Load more',
    invites: '{{name}} invites you to try Jingxin membership',
    invitesAnon: 'A friend invites you to try Jingxin membership',
    offer: '{{days}} days of membership, free',
    offerDesc: 'Every member meditation, study plans and scene music.',
    accept: 'Get the trial',
    loginToAccept: 'Log in to get it',
    accepting: 'Getting it…',
    accepted: 'You got {{days}} days of membership',
    start: 'Start meditating',
    reason: {
      self: 'This is your own invitation link: share it with a friend',
      already: 'You have already accepted an invitation',
      not_new: 'The trial is for people new to the membership',
      no_inviter: 'The inviter was not found; the link may be out of date'
    }
  },
  present: {
    title: 'My gifts',
    detailTitle: 'Gift details',
    giveTitle: 'A gift for you',
    tabs: {
      unclaimed: 'Waiting',
      claimed: 'Claimed',
      expired: 'Expired'
    },
    empty: 'No gifts given yet',
    loginPrompt: 'Log in to see the gifts you gave',
    loginAction: 'Log in / Sign up',
    buyHint: 'Choose "Give as a gift" on a course or membership, pay, then share the gift link.',
    buyCourse: 'Give a course',
    buyVip: 'Give membership',
    status: {
      unclaimed: 'Waiting to be claimed',
      claimed: 'Claimed',
      expired: 'Expired',
      reclaimed: 'Taken back'
    },
    expiresAt: 'Valid until {{date}}',
    claimedBy: 'Claimed by {{name}} on {{date}}',
    createdAt: 'Bought on {{date}}',
    shareLink: 'Gift link',
    copy: 'Copy link',
    copied: 'Gift link copied',
    share: 'Share with a friend',
    shareTitle: '{{name}} sent you a gift: {{title}}',
    qrLabel: 'QR code of the gift link',
    rules:
      'Your friend claims it after logging in; each gift can be claimed once. Unclaimed after 30 days, you can take it back for yourself.',
    reclaim: 'Take the gift back',
    reclaimed: 'Taken back: it is now on your account',
    from: '{{name}} sent you a gift',
    claim: 'Claim the gift',
    loginToClaim: 'Log in to claim',
    claiming: 'Claiming…',
    claimedDone: 'Claimed! It is now on your account',
    own: 'This is your own gift: share it with a friend to claim',
    goCourse: 'Go to the course',
    goMeditation: 'Start meditating',
    giftCheckout: 'Give as a gift',
    giftNote: 'Bought as a gift: paying makes a gift link, and it starts when your friend claims it.'
  }
}
export default gifts
