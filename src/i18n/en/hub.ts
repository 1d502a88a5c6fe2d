import type zh from '../zh-Hant/hub'
import type { Shape } from '../types'

const hub: Shape<typeof zh> = {
  collections: 'Collections',
  collectionTitle: 'Collection',
  collectionItems: '{{count}} items',
  collectionItems_one: '{{count}} item',
  collectionFavorites: 'Saved by {{count}}',
  favorite: 'Save collection',
  favorited: 'Saved',
  favoriteDone: 'Collection saved',
  unfavoriteDone: 'Removed from saved',
  collectionEmpty: 'This collection is empty for now',
  kindMeditation: 'Meditation album',
  kindCourse: 'Course',
  messagesTitle: 'Messages',
  messagesOf: 'Messages on “{{title}}”',
  allMessages: 'See all messages',
  trackComments: 'Track comments',
  trackPick: 'Choose a track',
  trackPlaceholder: 'How did it feel?',
  tooLong: 'A message can be at most {{max}} characters (Chinese characters count as two)',
  counter: '{{count}}/{{max}}',
  delete: 'Delete',
  deleteLabel: 'Delete my message',
  deleteConfirm: 'Delete this message?',
  deleted: 'Message deleted',
  helpTitle: 'Help centre',
  helpEntry: 'Help centre',
  helpEntryDesc: 'Questions and how-tos',
  courseSearchEntry: 'Search courses',
  courseSearchDesc: 'Courses, short videos and lives',
  missingTarget: 'These messages could not be found'
}
export default hub
