import type zh from '../zh-Hant/enterprise'
import type { Shape } from '../types'

const en: Shape<typeof zh> = {
  space: {
    courses: 'Courses',
    lives: 'Live sessions',
    audio: 'Members-only audio',
    tracks: '{{count}} tracks',
    tracks_one: '{{count}} track',
    emptyContent: 'Nothing here yet',
    membersOnlyTitle: 'This space is for members of the enterprise',
    membersOnlyText: 'The courses, live sessions and audio of {{name}} are open to its members only.',
    howToJoin: 'How to join',
    joinWecom: 'Log in with WeCom: you join your organisation’s group automatically',
    joinCode: 'Ask a group admin for the invite code or QR code and enter it under “Join a group”',
    joinByCode: 'Enter an invite code',
    wecomLogin: 'Log in with WeCom',
    loginFirst: 'Log in to see the enterprise space',
    login: 'Log in',
    myGroups: 'My enterprise groups',
    admin: 'Admin',
    manage: 'Manage members'
  },
  play: {
    title: 'Enterprise audio',
    badge: 'Members only'
  },
  join: {
    title: 'Join a group',
    intro: 'Enter the invite code from your group admin, or scan the group’s QR code to open this page.',
    codeLabel: 'Invite code',
    codePlaceholder: 'e.g. YNCVAXG9VBYL',
    check: 'Look up the group',
    codeInvalid: 'An invite code is 4 to 16 letters or digits',
    group: 'Group',
    enterprise: 'Enterprise',
    expires: 'The code is valid until {{date}}',
    join: 'Join the group',
    joining: 'Joining…',
    joined: 'You are a member of this group',
    joinedNow: 'You joined the group',
    openSpace: 'Open the enterprise space',
    loginToJoin: 'Log in to join',
    qrLabel: 'Group invite QR code: {{code}}',
    qrHint: 'Share this QR code with colleagues; scanning it opens the invite'
  },
  admin: {
    title: 'Group members',
    role: { admin: 'Admin', member: 'Member' },
    banned: 'Muted',
    removed: 'Removed',
    ban: 'Mute',
    unban: 'Unmute',
    feng: 'Remove',
    unfeng: 'Restore',
    done: 'Updated',
    empty: 'The group has no members yet',
    notAdmin: 'Only group admins can manage members'
  },
  monitor: {
    title: 'Live',
    overseaTitle: 'Live',
    notStarted: 'Not started yet',
    startsAt: 'Starts {{time}}',
    zone: '({{zone}} time)',
    live: 'Live now',
    ended: 'The live has ended',
    replay: 'Replay available',
    enter: 'Enter the live room',
    watchReplay: 'Watch the replay',
    book: 'Book this live',
    booked: 'Booked: we will remind you before it starts',
    needLogin: 'Log in to enter the live room',
    login: 'Log in',
    noAccess: 'This live needs a purchase or an annual card',
    details: 'Course details',
    enterpriseOf: 'A live of {{name}}',
    missing: 'The link does not name a live'
  },
  auth: {
    wecom: 'Log in with WeCom',
    wecomBusy: 'Logging in with WeCom…',
    wecomFailed: 'WeCom login did not finish, please try again',
    joinedEnterprise: 'You joined {{name}}'
  },
  members: {
    title: 'Group members',
    manage: 'Manage group: {{name}}',
    count: '{{count}} members',
    count_one: '{{count}} member',
    admin: 'Admin',
    you: ' (you)',
    muted: 'Muted',
    removed: 'Removed',
    mute: 'Mute',
    unmute: 'Unmute',
    remove: 'Remove',
    restore: 'Restore',
    muteLabel: 'Mute {{name}}',
    unmuteLabel: 'Unmute {{name}}',
    removeLabel: 'Remove {{name}} from the group',
    restoreLabel: 'Restore {{name}} to the group',
    removeConfirm:
      'Remove {{name}} from "{{group}}"? They will no longer see the enterprise space. You can restore them later.',
    done: 'Updated',
    mutedHint: 'Muted members can still watch lives but cannot post in the live chat.',
    empty: 'No other members yet. Share the invite code so members can join.',
    code: 'Invite code',
    codeExpires: 'Valid until {{date}}',
    newCode: 'New invite code',
    renew: 'Renew',
    newCodeConfirm: 'The current invite code stops working at once. Make a new one?',
    newCodeDone: 'New invite code: {{code}}',
    notAdmin: 'Only a group admin can manage members'
  },
  brands: {
    bsj: 'Baoshan Retreat',
    jiuzai: 'Jiuzai Academy',
    kzero: 'K-Zero Institute',
    saintsophia: 'Saint Sophia College'
  }
}
export default en
