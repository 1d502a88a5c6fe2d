import type zh from '../zh-Hant/search'
import type { Shape } from '../types'

const search: Shape<typeof zh> = {
  title: 'Search',
  resultTitle: 'Search results',
  courseTitle: 'Search courses',
  open: 'Search',
  openCourses: 'Search courses',
  placeholder: 'Search meditations, courses, teachers',
  coursePlaceholder: 'Search courses, short videos, lives',
  field: 'Search for',
  submit: 'Search',
  clear: 'Clear the field',
  empty: 'Type something to search for',
  recent: 'Recent searches',
  clearRecent: 'Clear recent searches',
  recentCleared: 'Recent searches cleared',
  hot: 'Popular searches',
  hotEmpty: 'No popular searches yet',
  suggestions: 'Suggestions',
  searchFor: 'Search for “{{keyword}}”',
  kinds: {
    meditation: 'Meditation',
    course: 'Courses',
    short_video: 'Short videos',
    live: 'Live',
    article: 'Articles'
  },
  tabLabel: '{{kind}} ({{count}})',
  total: '{{count}} results',
  total_one: '{{count}} result',
  noResults: 'Nothing found for “{{keyword}}”',
  noResultsTip: 'Try other words, or one of these popular searches:',
  loadMore: 'Load more',
  noMore: 'No more results'
}
export default search
