// Taro's H5 Swiper (@tarojs/components-react) imports 'swiper/bundle', every module of Swiper (~42 KB gzip); it
// uses the core (loop, observer) with pagination (indicator dots) and autoplay only
import Swiper from '../../node_modules/swiper/swiper.mjs'
import Autoplay from '../../node_modules/swiper/modules/autoplay.mjs'
import Pagination from '../../node_modules/swiper/modules/pagination.mjs'

const install = Swiper.use.bind(Swiper) // (not a React hook: Swiper's module registry)
install([Autoplay, Pagination])
export default Swiper
