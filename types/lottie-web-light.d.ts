/** The part of lottie-web's light build (SVG renderer) that src/components/Animation/index.h5.tsx uses. */
declare module 'lottie-web/build/player/lottie_light' {
  export interface AnimationItem {
    play(): void
    pause(): void
    stop(): void
    goToAndStop(value: number, isFrame?: boolean): void
    destroy(): void
    addEventListener(name: 'DOMLoaded' | 'complete' | 'data_failed' | 'loopComplete', cb: () => void): void
  }
  const lottie: {
    loadAnimation(options: {
      container: Element
      renderer?: 'svg'
      loop?: boolean
      autoplay?: boolean
      path?: string
      animationData?: object
    }): AnimationItem
  }
  export default lottie
}
