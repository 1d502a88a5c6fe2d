// The styles of what ./swiper.js keeps, in place of swiper-bundle.css (every module's styles)
import '../../node_modules/swiper/swiper.css'
import '../../node_modules/swiper/modules/pagination.css'
