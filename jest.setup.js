// Taro 4 runtime branches on TARO_PLATFORM ('web' vs mini); the test-utils preset only sets TARO_ENV=h5.
process.env.TARO_PLATFORM = 'web'
process.env.TARO_ENV = 'h5'
// The preset's babel transformer compiles JSX with the classic runtime.
global.React = require('react')
// Break the @tarojs/router <-> @tarojs/components <-> @tarojs/taro import cycle.
require('@tarojs/taro')
// Testing Library's find*/waitFor wait as long as the shared `until` (__tests__/utils/until.ts): a page's first
// render loads its chunk and its data through the fake server
require('@testing-library/dom').configure({ asyncUtilTimeout: 10000 })
