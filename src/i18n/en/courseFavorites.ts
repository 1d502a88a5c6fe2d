import type zh from '../zh-Hant/courseFavorites'
import type { Shape } from '../types'

const courseFavorites: Shape<typeof zh> = {
  toggle: {
    add: 'Save',
    saved: 'Saved',
    addLabel: 'Save “{{title}}”',
    savedLabel: 'Saved “{{title}}”',
    added: 'Saved to favourites',
    removed: 'Removed from favourites'
  },
  tabs: {
    label: 'Kind',
    meditation: 'Meditation',
    course: 'Courses'
  },
  favorites: {
    empty: 'No saved courses yet. Tap “Save” on a course to keep it here.',
    remove: 'Remove',
    removeLabel: 'Remove “{{title}}” from saved'
  },
  histories: {
    empty: 'Nothing watched yet',
    watchedTo: 'Watched to {{time}}',
    watchedOf: 'Watched {{time}} of {{total}}',
    resumeLabel: 'Continue “{{title}}”: {{lesson}}'
  },
  recent: {
    title: 'Recently watched',
    progressLabel: '{{percent}}% watched',
    resume: 'Continue watching'
  },
  camp: {
    messages: 'Messages',
    placeholder: 'Share how your practice went'
  }
}
export default courseFavorites
