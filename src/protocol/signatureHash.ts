/**
 * The hashing used by ./signature where no platform file applies: the API server and node:test (node:crypto).
 * The app's builds resolve signatureHash.h5.ts / signatureHash.weapp.ts (./portableHash) instead, and jest maps this
 * module to ./portableHash (jest.config.js) so the app's tests sign exactly as the app does.
 */
import { createHash, createHmac } from 'node:crypto'
import type { Hasher } from './hashing'

export const hasher: Hasher = {
  sha256Hex: (text) => createHash('sha256').update(text, 'utf8').digest('hex'),
  hmacSha256Hex: (key, text) => createHmac('sha256', Buffer.from(key, 'utf8')).update(text, 'utf8').digest('hex')
}
