/**
 * The translator (./translator.ts), started with the core texts (./zh-Hant/index.ts) and the locales bundled on
 * this platform. Every other zh-Hant namespace registers itself here when its file is first imported
 * (`registerTexts`), so its strings travel in the chunk of the code that uses them instead of the app's first load.
 */
import { Translator } from './translator'
import core from './zh-Hant'
import { bundledLocales } from './locales'

// a copy: registered namespaces are added to the store's object, not to the core module's
export const resources = {
  'zh-Hant': { ...core },
  ...(bundledLocales.en ? { en: bundledLocales.en } : {})
}

const translator = new Translator(resources, 'zh-Hant', 'zh-Hant')

/**
 * A zh-Hant namespace loaded with the code that uses it: `export default registerTexts('maya', { … })` in
 * ./zh-Hant/maya.ts. Every file that names one of its keys imports that file (`import '…/i18n/zh-Hant/maya'`),
 * so the texts are registered before any of it renders (__tests__/i18nDomains.test.ts checks the imports).
 */
export function registerTexts<T extends object>(namespace: string, texts: T): T {
  translator.add('zh-Hant', { [namespace]: texts })
  return texts
}

export default translator
