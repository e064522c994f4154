/** Text made safe inside XML or HTML markup written by hand: element content and quoted attributes. */
export function escapeXml(value: string) {
  return value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  )
}
