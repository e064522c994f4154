/**
 * Where a floating control may sit (the AI Architect's launcher): the geometry alone, so the rule
 * "it never covers a control" is a pure function the tests can read. Boxes are viewport pixels.
 */
export interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

/** Whether two boxes share any area (touching edges do not). */
export function overlaps(a: Box, b: Box) {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
}

/**
 * The box of a control of `size` floating in the bottom-right corner, `margin` from the edges and
 * above the mobile fixed bar when one is shown (`barTop`: the bar's top edge), never under it.
 */
export function floatingBox(
  viewport: { width: number; height: number },
  size: { width: number; height: number },
  barTop: number | null,
  margin = 16,
): Box {
  const bottom = (barTop ?? viewport.height) - margin
  const right = viewport.width - margin
  return { left: right - size.width, top: bottom - size.height, right, bottom }
}

/**
 * Whether the control floats at `box`: not once its own place at the page's end (`slotBottom`,
 * the bottom of its place in the flow) has come up to where it floats, so it settles there as the
 * page ends (as `position: sticky` would), and never where it would share area with a control (a
 * link, a button, a field, a form).
 */
export function mayFloat(box: Box, controls: readonly Box[], slotBottom: number) {
  return slotBottom > box.bottom && !controls.some((control) => overlaps(box, control))
}
