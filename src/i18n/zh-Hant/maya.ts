/** Strings of the maya screens (zh-Hant source). */
const maya = {
  title: '13月亮曆'
}
export default maya
