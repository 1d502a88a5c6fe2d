/**
 * A fresh mini-program runtime per case, inside one long-lived worker process: a new jsdom window is the global
 * object of a new V8 context, and a small CommonJS loader evaluates miniprogram-simulate, j-component, exparser
 * and the built `dist/weapp` inside it. Nothing of Taro's runtime (module state, globals, the page registry)
 * survives from one case to the next, as with a process per page, without paying for a Node start and a jsdom
 * import per page (≈1.5 s of CPU each here; a sandbox costs ≈0.3 s).
 *
 * Modules without DOM or registry state (the wcc/wcsc driver, postcss, less, csso) are shared with the host, and
 * WeChat's template compiler runs once per build root: its output is the same for every page.
 */
import { createRequire, builtinModules } from 'node:module'
import { readFileSync } from 'node:fs'
import { dirname } from 'node:path'
import vm from 'node:vm'
import { JSDOM, VirtualConsole } from 'jsdom'

const hostRequire = createRequire(__filename)
const BUILTINS = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)])
/** Stateless libraries the sandboxed code may share with the host (bare specifiers). */
const HOST_SHARED = new Set(['miniprogram-compiler', 'postcss', 'less', 'csso'])

const sources = new Map<string, vm.Script>()
let compilerMemo: Map<string, string> | undefined

/** miniprogram-compiler, with wxmlToJs memoised per root (one wcc run per build and worker). */
function sharedCompiler(): unknown {
  const compiler = hostRequire('miniprogram-compiler') as { wxmlToJs(root: string, o?: unknown): string }
  if (!compilerMemo) {
    compilerMemo = new Map()
    const original = compiler.wxmlToJs.bind(compiler)
    const memo = compilerMemo
    compiler.wxmlToJs = (root, o) => {
      const key = `${root}\0${JSON.stringify(o ?? {})}`
      if (!memo.has(key)) memo.set(key, original(root, o))
      return memo.get(key)!
    }
  }
  return compiler
}

interface Module {
  exports: unknown
}

export interface SandboxProblems {
  /** Uncaught errors reported by jsdom (timers, events) and console.error lines of the sandboxed code. */
  errors: string[]
}

export class Sandbox {
  readonly dom: JSDOM
  readonly window: JSDOM['window'] & Record<string, any>
  readonly problems: SandboxProblems = { errors: [] }
  private readonly context: vm.Context
  private readonly cache = new Map<string, Module>()

  constructor() {
    const virtualConsole = new VirtualConsole()
    virtualConsole.on('jsdomError', (e: Error) => this.problems.errors.push(`${e.message}\n${e.stack ?? ''}`))
    virtualConsole.on('error', (...args: unknown[]) => this.problems.errors.push(args.map(describe).join(' ')))
    if (process.env.WEAPP_DEBUG) virtualConsole.sendTo(console, { omitJSDOMErrors: true })
    this.dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
      url: 'https://servicewechat.com/',
      runScripts: 'outside-only',
      pretendToBeVisual: true,
      virtualConsole
    })
    this.window = this.dom.window as JSDOM['window'] & Record<string, any>
    // what Node libraries evaluated here look for
    this.window.global = this.window
    this.window.process = process
    this.window.Buffer = Buffer
    this.context = this.dom.getInternalVMContext()
  }

  /** Evaluates (once) and returns a module of the sandbox: an absolute path or a package name. */
  require(id: string, from = __filename): any {
    if (BUILTINS.has(id)) return hostRequire(id)
    if (id === 'miniprogram-compiler') return sharedCompiler()
    if (HOST_SHARED.has(id)) return hostRequire(hostRequire.resolve(id, { paths: [dirname(from)] }))
    const file = hostRequire.resolve(id, { paths: [dirname(from)] })
    const cached = this.cache.get(file)
    if (cached) return cached.exports
    const module: Module = { exports: {} }
    this.cache.set(file, module)
    if (file.endsWith('.json')) {
      module.exports = this.window.JSON.parse(readFileSync(file, 'utf8'))
      return module.exports
    }
    let script = sources.get(file)
    if (!script) {
      const wrapped = `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`
      script = new vm.Script(wrapped, { filename: file })
      sources.set(file, script)
    }
    const fn = script.runInContext(this.context) as (...a: unknown[]) => void
    const localRequire = Object.assign((x: string) => this.require(x, file), {
      resolve: (x: string) => hostRequire.resolve(x, { paths: [dirname(file)] }),
      // miniprogram-simulate drops a page's module to run it again; a sandbox runs each page once
      cache: new Proxy({}, { deleteProperty: (_t, key) => this.cache.delete(String(key)) }),
      // WeChat's subpackage async loading (require.async), relative to the requiring file
      async: (x: string) => new this.window.Promise((ok: (m: unknown) => void) => ok(this.require(x, file)))
    })
    fn.call(module.exports, module.exports, localRequire, module, file, dirname(file))
    return module.exports
  }

  /** Closes the window: its timers stop, so nothing of this case runs during the next one. */
  close(): void {
    this.window.close()
  }
}

function describe(v: unknown): string {
  if (v instanceof Error || (v && typeof v === 'object' && 'stack' in v)) return String((v as Error).stack ?? v)
  if (typeof v === 'string') return v
  try {
    return JSON.stringify(v)
  } catch {
    return String(v)
  }
}
