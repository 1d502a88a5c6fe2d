const tabBar = {
  meditation: '冥想',
  course: '課程',
  study: '學習',
  mine: '我的',
  meditator: '冥想者'
}
export default tabBar
