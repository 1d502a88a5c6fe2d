/**
 * Copies text to the clipboard (H5): the Clipboard API where the page may use it, else a selected read-only
 * textarea and the copy command (older web views, plain-http pages). Taro's H5 setClipboardData does the latter
 * and then shows its own toast in simplified Chinese; the caller here says it was copied, in the app's language.
 */
export async function copyText(text: string): Promise<void> {
  if (window.isSecureContext && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text)
      return
    } catch {
      // not allowed (no focus, no permission): the copy command below
    }
  }
  const area = document.createElement('textarea')
  area.readOnly = true
  area.value = text
  area.style.position = 'absolute'
  area.style.left = '-10000px'
  document.body.appendChild(area)
  area.select()
  area.setSelectionRange(0, text.length)
  document.execCommand('copy')
  document.body.removeChild(area)
}
