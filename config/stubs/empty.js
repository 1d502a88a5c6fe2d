// Replaces a polyfill the H5 build does not need: every browser the app supports (WeChat's in-app browser,
// Chrome ≥ 66, Safari ≥ 12.1) has fetch and AbortController natively.
export {}
