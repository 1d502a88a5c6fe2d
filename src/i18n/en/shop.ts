import type zh from '../zh-Hant/shop'
import type { Shape } from '../types'

const shop: Shape<typeof zh> = {
  policy: {
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    refund: 'Refund Policy',
    updated: 'Last updated: {{date}}',
    missing: 'This document could not be found. Go back and try again.',
    registerLead: 'By signing up you agree to the ',
    checkoutLead: 'Before you pay, please read the ',
    and: ' and ',
    sep: ', ',
    end: '.',
    listLabel: 'Policies',
    contact: 'Questions about this? Contact us'
  },
  contact: {
    title: 'Contact us',
    intro:
      'Questions, a refund or a suggestion: write to us. A real person answers at the e-mail address you leave within 3 working days.',
    email: 'Your e-mail address',
    emailPlaceholder: 'We will answer at this address',
    subject: 'Subject',
    subjectPlaceholder: 'For example: refund for a course',
    message: 'Message',
    messagePlaceholder: 'Tell us what happened; if it is about an order, add the order number.',
    send: 'Send',
    sending: 'Sending…',
    sentTitle: 'We have your message',
    sentText: 'Thank you for writing. We will answer at {{email}} within 3 working days.',
    back: 'Back',
    refundHint: 'Want a refund? Read the refund policy first',
    errEmail: 'Enter a valid e-mail address so that we can answer you',
    errSubject: 'Give your message a subject (at most {{max}} characters)',
    errMessage: 'Tell us what happened ({{min}} to {{max}} characters)',
    entry: 'Contact support'
  },
  welcome: {
    title: 'Welcome to Jingxin',
    question: 'What would you like to do for yourself today?',
    hint: 'Pick one and we will find your first session.',
    sleep: 'Sleep better',
    sleepHint: 'Unwind and fall asleep',
    stress: 'Ease stress',
    stressHint: 'Let go of tension, find calm',
    focus: 'Focus',
    focusHint: 'A few minutes before work or study',
    learning: 'Learn to meditate',
    learningHint: 'Courses from the basics',
    skip: 'Just look around',
    start: 'Start my first session',
    firstTitle: 'Your first session'
  }
}

export default shop
