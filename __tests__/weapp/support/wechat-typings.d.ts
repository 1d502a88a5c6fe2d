/**
 * WeChat's own API typings (miniprogram-api-typings) for the wx test double, without the package's entry file:
 * that file also declares the mini-program's globals (`require`, `module`, `console`, `setTimeout`, …), which
 * would clash with Node's in this TypeScript program. The lib files below declare only the `WechatMiniprogram`
 * namespace (and the cloud API's types, which `Wx['cloud']` names); the few namespace members the entry file
 * adds are copied here from it (miniprogram-api-typings 3.12.3, MIT, © Tencent). Loaded by the root tsconfig
 * (it includes __tests__), so every file of the harness sees `WechatMiniprogram`.
 */
/* eslint-disable @typescript-eslint/triple-slash-reference -- script declaration files (no exports) cannot be imported */
/// <reference path="../../../node_modules/miniprogram-api-typings/types/wx/lib.wx.app.d.ts" />
/// <reference path="../../../node_modules/miniprogram-api-typings/types/wx/lib.wx.page.d.ts" />
/// <reference path="../../../node_modules/miniprogram-api-typings/types/wx/lib.wx.api.d.ts" />
/// <reference path="../../../node_modules/miniprogram-api-typings/types/wx/lib.wx.cloud.d.ts" />
/// <reference path="../../../node_modules/miniprogram-api-typings/types/wx/lib.wx.canvas.d.ts" />
/// <reference path="../../../node_modules/miniprogram-api-typings/types/wx/lib.wx.component.d.ts" />
/// <reference path="../../../node_modules/miniprogram-api-typings/types/wx/lib.wx.behavior.d.ts" />
/// <reference path="../../../node_modules/miniprogram-api-typings/types/wx/lib.wx.event.d.ts" />

declare namespace WechatMiniprogram {
  type IAnyObject = Record<string, any>
  type Optional<F> = F extends (arg: infer P) => infer R ? (arg?: P) => R : F
  type OptionalInterface<T> = { [K in keyof T]: Optional<T[K]> }
  interface AsyncMethodOptionLike {
    success?: (...args: any[]) => void
  }
  type PromisifySuccessResult<P, T extends AsyncMethodOptionLike> = P extends {
    success: any
  }
    ? void
    : P extends { fail: any }
      ? void
      : P extends { complete: any }
        ? void
        : Promise<Parameters<Exclude<T['success'], undefined>>[0]>
  type IIRFilterNode = any
  type WaveShaperNode = any
  type ConstantSourceNode = any
  type OscillatorNode = any
  type GainNode = any
  type BiquadFilterNode = any
  type PeriodicWaveNode = any
  type AudioNode = any
  type ChannelSplitterNode = any
  type ChannelMergerNode = any
  type DelayNode = any
  type DynamicsCompressorNode = any
  type ScriptProcessorNode = any
  type PannerNode = any
  type AnalyserNode = any
  type WebGLTexture = any
  type WebGLRenderingContext = any
  type WorkletFunction = (...args: any) => any
  type AnimationObject = any
  type SharedValue<T = any> = T
  type DerivedValue<T = any> = T
}
