import type zh from '../zh-Hant/learningNotes'
import type { Shape } from '../types'

const learningNotes: Shape<typeof zh> = {
  title: 'My notes',
  entry: 'My notes',
  tabs: {
    label: 'Kind',
    notes: 'Notes',
    homework: 'Homework'
  },
  where: '{{course}} · {{lesson}}',
  open: 'Go to lesson',
  openLabel: 'Go to “{{lesson}}”',
  loginPrompt: 'Log in to take notes and hand in homework',
  loginAction: 'Log in',
  counter: '{{count}}/{{max}}',
  counterHint: 'A Chinese character counts as 2',
  notes: {
    heading: 'My notes',
    privateHint: 'Only you can see them',
    placeholder: 'Write down what you took from this lesson',
    textLabel: 'Note',
    save: 'Save note',
    saved: 'Note saved',
    edit: 'Edit',
    editLabel: 'Edit note: {{text}}',
    update: 'Update',
    cancel: 'Cancel',
    updated: 'Note updated',
    remove: 'Delete',
    removeLabel: 'Delete note: {{text}}',
    confirmRemove: 'Delete this note?',
    removed: 'Note deleted',
    empty: 'No notes on this lesson yet',
    emptyAll: 'No notes yet. Write your first one in the course player.',
    edited: 'Edited {{date}}'
  },
  homework: {
    heading: 'Homework',
    placeholder: 'Write your answer',
    textLabel: 'Homework answer',
    submit: 'Hand in',
    submitted: 'Homework handed in',
    mine: 'What I handed in',
    reply: 'Reply from {{teacher}}',
    replyAnonymous: 'Teacher’s reply',
    waiting: 'Waiting for the teacher’s reply',
    remove: 'Delete',
    removeLabel: 'Delete answer: {{text}}',
    confirmRemove: 'Delete this answer?',
    removed: 'Answer deleted',
    emptyAll: 'You have not handed in any homework yet',
    images: 'Add images (up to {{max}})',
    addImage: 'Add image',
    imageLabel: 'Homework image {{n}}',
    removeImage: 'Remove image {{n}}',
    uploading: 'Uploading {{percent}}%',
    uploadFailed: 'Upload failed',
    waitUpload: 'Images are still uploading, one moment',
    tooManyImages: 'At most {{max}} images'
  },
  empty: 'Please write something first',
  tooLong: 'At most {{max}} characters'
}
export default learningNotes
