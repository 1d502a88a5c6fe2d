// Taro 4 runtime branches on TARO_PLATFORM ('web' vs mini); the test-utils preset only sets TARO_ENV=h5.
process.env.TARO_PLATFORM = 'web'
process.env.TARO_ENV = 'h5'
// The preset's babel transformer compiles JSX with the classic runtime.
global.React = require('react')
// Break the @tarojs/router <-> @tarojs/components <-> @tarojs/taro import cycle.
require('@tarojs/taro')
