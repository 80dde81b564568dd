// What does not fit the screen's width: the document wider than the viewport, and each
// element whose content is wider than its box (text cut off or spilling out) or whose box
// reaches past the screen's edge (outside a list that scrolls sideways by design).
import type { Page } from '@playwright/test'

export async function overflowingAt(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const root = document.documentElement
    const viewport = root.clientWidth
    if (root.scrollWidth > viewport + 1) found.push(`document ${root.scrollWidth} px wide in ${viewport} px`)
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (el.closest('.sr-only, script, style, noscript, svg')) continue
      const style = getComputedStyle(el)
      if (style.display === 'none' || style.visibility === 'hidden') continue
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      const clips = ['hidden', 'clip'].includes(style.overflowX) && !style.textOverflow.includes('ellipsis')
      const spills = el.scrollWidth > el.clientWidth + 1 && (clips || style.overflowX === 'visible')
      let scroller = el.parentElement
      while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX))
        scroller = scroller.parentElement
      const outside = !scroller && (box.right > viewport + 1 || box.left < -1)
      const leaf = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())
      if (outside) found.push(`${name(el)} reaches ${Math.round(box.left)}..${Math.round(box.right)} px`)
      else if (spills && leaf) found.push(`${name(el)} content ${el.scrollWidth} px in ${el.clientWidth} px`)
    }
    return found
  })
}
