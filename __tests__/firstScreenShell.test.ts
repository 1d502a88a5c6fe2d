/**
 * src/index.html's shell script and the server's first screen (issue 34, server/src/plugins/firstScreen.ts): the
 * home's copy of the daily pick is of one calendar day (`data-day`); a device whose today is another day (the server
 * did not know its zone: a first visit, near midnight) drops it, as the app asks for its own today's pick. The app
 * tells the server its zone for next time in a cookie (launch.ts rememberZoneForServer).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { rememberZoneForServer } from '../src/launch'
import { ZONE_COOKIE } from '../src/protocol/timeZone'

const INDEX = readFileSync(join(__dirname, '..', 'src', 'index.html'), 'utf8')
/** The body's last script: the one that keeps or drops the first screen and removes the splash. */
const SHELL_SCRIPT = [...INDEX.matchAll(/<script>([\s\S]*?)<\/script>/g)].pop()![1]!

const pad = (n: number) => String(n).padStart(2, '0')
/** The device's calendar day, as the app's deviceTimeZone sees it (the runtime's own zone). */
const deviceToday = () => {
  const d = new Date()
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** The document as the server answers `/` with a first screen of `day` (none: no data-day), then the script run. */
function shellWith(day: string | null): HTMLElement | null {
  window.history.replaceState(null, '', '/')
  document.body.innerHTML =
    '<div id="app"></div>' +
    `<div id="first-screen" data-url="/"${day ? ` data-day="${day}"` : ''} data-route="" data-lang="zh-Hant" ` +
    'aria-hidden="true"><img class="fs__img" alt="" src="/media/x.png"></div>' +
    '<div id="splash" role="status"></div>'
  new Function(SHELL_SCRIPT)()
  return document.getElementById('first-screen')
}

afterEach(() => {
  document.body.innerHTML = ''
})

test("the home's first screen of the device's today is kept until the app's page is in", () => {
  expect(shellWith(deviceToday())).not.toBeNull()
  // a copy without a day (the other pages) is kept too
  expect(shellWith(null)).not.toBeNull()
})

test("a first screen of another day than the device's today is dropped before anything paints", () => {
  const d = new Date()
  const yesterday = new Date(d.getFullYear(), d.getMonth(), d.getDate() - 1)
  const tomorrow = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1)
  for (const other of [yesterday, tomorrow]) {
    const day = `${other.getFullYear()}-${pad(other.getMonth() + 1)}-${pad(other.getDate())}`
    expect(shellWith(day)).toBeNull()
    // the splash stays until the app's first page is in
    expect(document.getElementById('splash')).not.toBeNull()
  }
})

test("the app keeps the device's zone in a cookie the server reads for the home's first screen", () => {
  rememberZoneForServer('America/Los_Angeles', document)
  expect(document.cookie).toContain(`${ZONE_COOKIE}=America/Los_Angeles`)
  rememberZoneForServer('Asia/Taipei', document)
  expect(document.cookie.match(new RegExp(`${ZONE_COOKIE}=[^;]*`, 'g'))).toEqual([`${ZONE_COOKIE}=Asia/Taipei`])
})
