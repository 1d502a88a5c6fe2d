declare module 'lottie-miniprogram' {
  const lottie: {
    setup(canvas: any): void
    loadAnimation(options: {
      loop?: boolean
      autoplay?: boolean
      animationData?: object
      path?: string
      rendererSettings: { context: any }
    }): any
  }
  export default lottie
}
