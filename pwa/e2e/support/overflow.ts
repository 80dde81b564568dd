// What does not fit the screen's width: the document wider than the viewport, and each
// element whose content is wider than its box (text cut off or spilling out) or whose box
// reaches past the screen's edge or past the sides of the box that scrolls it. Only a box
// that is meant to scroll sideways (overflow-x: auto or scroll, as a tab list) may hold wider
// content. A box that scrolls only up and down (overflow-y: auto, as a dialog or a sheet)
// still has to fit its content across: the browser computes its overflow-x as auto too, so
// what the page declared is read back (overflowXDeclared) instead of the computed value.
import type { Page } from '@playwright/test'

export async function overflowingAt(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const root = document.documentElement
    const viewport = root.clientWidth
    if (root.scrollWidth > viewport + 1) found.push(`document ${root.scrollWidth} px wide in ${viewport} px`)
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`
    const scrolls = (value: string) => value === 'auto' || value === 'scroll'
    // With overflow-y back to visible, overflow-x computes to what the page declared for it.
    const declared = new Map<HTMLElement, string>()
    const overflowXDeclared = (el: HTMLElement) => {
      const known = declared.get(el)
      if (known !== undefined) return known
      const computed = getComputedStyle(el)
      let value = computed.overflowX
      if (scrolls(value) && computed.overflowY !== 'visible') {
        const before = el.style.getPropertyValue('overflow-y')
        const priority = el.style.getPropertyPriority('overflow-y')
        el.style.setProperty('overflow-y', 'visible', 'important')
        value = getComputedStyle(el).overflowX
        el.style.setProperty('overflow-y', before, priority)
        if (!before) el.style.removeProperty('overflow-y')
      }
      declared.set(el, value)
      return value
    }
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (el.closest('.sr-only, script, style, noscript, svg')) continue
      const style = getComputedStyle(el)
      if (style.display === 'none' || style.visibility === 'hidden') continue
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      const clips = ['hidden', 'clip'].includes(style.overflowX) && !style.textOverflow.includes('ellipsis')
      const spills = el.scrollWidth > el.clientWidth + 1 && (clips || style.overflowX === 'visible')
      // The nearest box that scrolls this one: sideways by design, or only up and down.
      let scroller = el.parentElement
      while (scroller && !scrolls(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement
      const sideways = scroller !== null && scrolls(overflowXDeclared(scroller))
      const leaf = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())
      if (sideways) {
        if (spills && leaf) found.push(`${name(el)} content ${el.scrollWidth} px in ${el.clientWidth} px`)
        continue
      }
      let left = 0
      let right = viewport
      if (scroller) {
        const frame = scroller.getBoundingClientRect()
        left = Math.max(left, frame.left + scroller.clientLeft)
        right = Math.min(right, frame.left + scroller.clientLeft + scroller.clientWidth)
      }
      // A box that scrolls only up and down but is wider inside than across.
      const widened = scrolls(style.overflowX) && !scrolls(overflowXDeclared(el)) && el.scrollWidth > el.clientWidth + 1
      if (box.right > right + 1 || box.left < left - 1)
        found.push(
          `${name(el)} reaches ${Math.round(box.left)}..${Math.round(box.right)} px in ${Math.round(left)}..${Math.round(right)} px`,
        )
      else if (widened) found.push(`${name(el)} scrolls sideways: ${el.scrollWidth} px in ${el.clientWidth} px`)
      else if (spills && leaf) found.push(`${name(el)} content ${el.scrollWidth} px in ${el.clientWidth} px`)
    }
    return found
  })
}
