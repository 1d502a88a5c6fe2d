// Jest for the Taro app (Taro 4.2 + React 18) with @tarojs/test-utils-react@0.1.1.
// That package targets Taro 3.6; the transform + setupFiles overrides, jest.setup.js and
// __tests__/utils/createTaroApp.ts make it work with Taro 4.2 (see ../shared/taro-setup-notes.md §2).
// defineJestConfig() MERGES only `globals` and `moduleNameMapper`; every other key REPLACES the preset's.
// Pure modules (src/protocol, src/**/lib) are tested with node:test instead (npm run test:server).
const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default
const preset = require('@tarojs/test-utils-react/dist/jest/initConfig.js').default

module.exports = defineJestConfig({
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/__tests__/**/*.(spec|test).[jt]s?(x)', '<rootDir>/src/**/*.(spec|test).[jt]s?(x)'],
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/src/protocol/',
    '<rootDir>/src/.*/lib/',
    '<rootDir>/server/',
    '<rootDir>/e2e/'
  ],
  // the release folder (npm run build:release) holds a package.json and a copy of node_modules: not the app's
  modulePathIgnorePatterns: ['<rootDir>/release/'],
  bail: 0,
  transform: {
    '^.+\\.(svg|png|jpg|jpeg|gif)$': '<rootDir>/__tests__/utils/fileTransform.js',
    // the app's files through Taro's Babel transformer, the packages' through SWC (the file says why)
    '^.+\\.(mjs|cjs|js|jsx|ts|tsx)$': '<rootDir>/__tests__/utils/jestTransform.js'
  },
  setupFiles: [...preset.setupFiles, '<rootDir>/jest.setup.js'],
  globals: {
    __API_BASE__: 'http://api.test',
    __SIGN_KEY__: '',
    __APP_VERSION__: '1.0.0'
  },
  moduleNameMapper: {
    // the app's builds sign with src/protocol/portableHash (signatureHash.{h5,weapp}.ts); so do the app's tests
    '^\\./signatureHash$': '<rootDir>/src/protocol/portableHash.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.(css|less|scss|sass|styl)$': '<rootDir>/__tests__/__mocks__/style.js'
  }
})
