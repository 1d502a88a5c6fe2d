import assert from 'node:assert/strict'
import { test } from 'node:test'
import { imageProblem, textProblem, videoProblem } from './composeChecks'

test('text: empty, exactly 500 display units, 501, Chinese counted as two', () => {
  assert.equal(textProblem('   ', true), 'empty')
  assert.equal(textProblem('', false), null)
  assert.equal(textProblem('a'.repeat(500), true), null)
  assert.equal(textProblem('a'.repeat(501), true), 'tooLong')
  assert.equal(textProblem('靜'.repeat(250), true), null)
  assert.equal(textProblem('靜'.repeat(251), true), 'tooLong')
})

test('images: the MIME type decides when there is one, else the extension; the size cap', () => {
  assert.equal(imageProblem({ name: 'blob:x', size: 10, type: 'image/png' }), null)
  assert.equal(imageProblem({ name: 'a.png', size: 10, type: 'text/plain' }), 'type')
  assert.equal(imageProblem({ name: 'a.JPG', size: 10 }), null)
  assert.equal(imageProblem({ name: 'a.gif', size: 10 }), 'type')
  assert.equal(imageProblem({ name: 'a.png', size: 10 * 1024 * 1024, type: 'image/png' }), 'size')
})

test('videos: size and duration caps', () => {
  assert.equal(videoProblem({ size: 1000, duration: 30 }), null)
  assert.equal(videoProblem({ size: 21 * 1024 * 1024, duration: 30 }), 'tooLarge')
  assert.equal(videoProblem({ size: 1000, duration: 61 }), 'tooLong')
})
