/**
 * The site-wide 'Ask the AI Architect' launcher (docs/product.md#ai-architect), in a landmark of
 * its own at the end of each public page, after the footer. Without JavaScript it is a link to
 * /chat in the page's flow, so it can cover nothing. Once hydrated it floats in the bottom-right
 * corner, above the mobile fixed bar, until the page's end brings up its own place (then it rests
 * there, covering no footer link), and only while that corner holds no control: whenever it would
 * cover a link, a button, a field or a form (the contact form, a card's 'View Details', a footer
 * link, the consent banner) it yields, back to its place at the page's end, so every control stays
 * where it can be seen and clicked. The check runs in the scroll event itself, before the frame is
 * painted, and on any change of the page. On a model page it carries the model, as the page's own
 * button does.
 */
import { useLocation, useMatches } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { floatingBox, mayFloat, type Box } from '~/lib/floating'
import { ChatLauncher } from './chat-dialog'

/** A route whose page is about one model names it for the launcher (models.$slug.tsx). */
export interface ChatModelHandle {
  chatModel: (data: unknown) => string | null | undefined
}

function hasChatModel(handle: unknown): handle is ChatModelHandle {
  return typeof (handle as Partial<ChatModelHandle> | undefined)?.chatModel === 'function'
}

/**
 * What the launcher must never cover: forms whole, and every link, button and field, in a form or
 * not (the same list e2e/architect-launcher.js-only.spec.ts checks the page with).
 */
const CONTROLS =
  'form, a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"]'

/** The boxes of the page's controls that are shown, outside the launcher and the chat's dialog. */
function controlBoxes(launcher: HTMLElement): Box[] {
  const boxes: Box[] = []
  for (const element of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    // The launcher's own; the chat's in the modal dialog, which sits above everything anyway.
    if (launcher.contains(element) || element.closest('dialog')) continue
    const box = element.getBoundingClientRect()
    if (box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true })) boxes.push(box)
  }
  return boxes
}

/** A ref for the launcher's landmark, which floats its control while no control is in the way. */
function useFloatClearOfControls() {
  const aside = useRef<HTMLElement>(null)
  const { pathname } = useLocation()
  useEffect(() => {
    const element = aside.current
    if (!element) return
    const place = () => {
      // Looked up each time: the link becomes a button once the page is hydrated.
      const control = element.querySelector<HTMLElement>('[data-launcher] > *')
      if (!control) return
      const root = document.documentElement
      const bar = document.querySelector('[data-fixed-bar]')?.getBoundingClientRect()
      const box = floatingBox(
        { width: root.clientWidth, height: root.clientHeight },
        { width: control.offsetWidth, height: control.offsetHeight },
        bar && bar.height > 0 ? bar.top : null,
      )
      const slot = element.querySelector('[data-launcher]')!.getBoundingClientRect()
      if (mayFloat(box, controlBoxes(element), slot.bottom)) {
        element.style.setProperty('--float-right', `${root.clientWidth - box.right}px`)
        element.style.setProperty('--float-bottom', `${root.clientHeight - box.bottom}px`)
        element.dataset.floating = ''
      } else {
        delete element.dataset.floating
      }
    }
    let frame = 0
    const soon = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0
          place()
        })
    }
    // Changes elsewhere (a banner closed, results loaded, a form shown); not the launcher's own.
    const changes = new MutationObserver((records) => {
      if (records.some((record) => !element.contains(record.target))) soon()
    })
    changes.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class', 'style', 'hidden', 'open'],
    })
    // In the next frame, where the browser lays the page out anyway: measuring here would force
    // that layout inside the task that runs the hydrated page's effects (decision 035).
    soon()
    window.addEventListener('scroll', place, { passive: true })
    window.addEventListener('resize', soon)
    return () => {
      cancelAnimationFrame(frame)
      changes.disconnect()
      window.removeEventListener('scroll', place)
      window.removeEventListener('resize', soon)
      delete element.dataset.floating
    }
  }, [pathname])
  return aside
}

export function ArchitectLauncher() {
  const aside = useFloatClearOfControls()
  const leaf = useMatches().findLast((match) => hasChatModel(match.handle))
  const model = leaf && hasChatModel(leaf.handle) ? (leaf.handle.chatModel(leaf.data) ?? null) : null
  return (
    // Its place is where it floats, right-aligned 1rem from the edge, so it settles there seamlessly;
    // on phones far enough up that the fixed bar never covers it when the page ends.
    <aside ref={aside} aria-label="AI Architect" className="group flex justify-end px-4 pt-4 pb-20 md:pb-4">
      {/* The control's place in the flow is kept while it floats, so nothing moves. */}
      {/* What it does, beside its name: on phones it floats just above the fixed 'Talk to AI
          Architect', which goes to sign-up instead. */}
      <span id="architect-launcher-hint" hidden>
        Opens a chat here, no account needed
      </span>
      <div data-launcher className="flex h-10 items-center">
        <ChatLauncher
          model={model}
          describedBy="architect-launcher-hint"
          variant="primary"
          className="rounded-full shadow-lg group-data-floating:fixed group-data-floating:right-(--float-right) group-data-floating:bottom-(--float-bottom) group-data-floating:z-30"
        />
      </div>
    </aside>
  )
}
