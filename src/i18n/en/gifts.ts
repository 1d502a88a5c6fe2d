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
    openSettings: 'Open Settings',
    hint: 'Long-press or download the poster to share it with friends',
    loginPrompt: 'Log in to make your invitation poster',
    drawing: 'Making the poster…'
  }
}
export default gifts
