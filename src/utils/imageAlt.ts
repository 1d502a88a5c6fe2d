/**
 * Props that give an <Image> its text alternative on each platform, spread into it (`<Image {...imageAlt(text)} />`):
 * the mini-program's image reads aria-label; Taro's H5 Image is a div around an <img> and takes the <img>'s own
 * attributes as `imgProps` (an aria-label on the div is not allowed, and nativeProps would land on the div).
 */
export function imageAlt(text: string): object {
  return process.env.TARO_ENV === 'h5'
    ? { imgProps: { alt: text } }
    : { 'aria-label': text, nativeProps: { alt: text } }
}
