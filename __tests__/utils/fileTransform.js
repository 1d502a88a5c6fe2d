// Jest transform for image assets: the module's value is its file name (as a bundler's URL would be).
const path = require('path')
module.exports = {
  process(_src, filename) {
    return { code: `module.exports = ${JSON.stringify(path.basename(filename))};` }
  }
}
