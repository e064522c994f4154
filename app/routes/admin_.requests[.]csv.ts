/**
 * /admin/requests.csv: the sales desk's inbox as CSV, for the same search and filters as the page
 * (docs/product.md#admin). Admins only (the guard's 403 otherwise). Streamed a batch at a time, each
 * read once the client has taken the last (server/room-to-write.ts), so a large export never sits
 * whole in memory, from one snapshot (decision 078), and the reading
 * stops when the client leaves (the request's signal, or the stream cancelled). The file is RFC
 * 4180 CSV with CRLF line ends and a UTF-8 byte-order mark (so spreadsheet programs read accents
 * and non-Latin names right), every cell quoted, and any cell that a spreadsheet would run as a
 * formula made plain text (app/.server/admin/csv.ts).
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { csvLine, leadCsvHeader, leadCsvRow, UTF8_BOM } from '~/.server/admin/csv'
import { requireAdmin } from '~/.server/admin/guard'
import { eachLeadBatch } from '~/.server/admin/requests'
import { parseListQuery } from '~/.server/list-query'
import { listAdmins } from '~/.server/profiles'
import { ACCESS_RESTRICTED_TEXT } from '~/lib/admin'
import { leadList } from '~/lib/admin-lists'

/**
 * The guard's 403 as a plain answer: thrown from a resource route it would be logged as an error,
 * and a download has no page to show 'Access Restricted' on.
 */
async function adminOrRefusal(request: Request) {
  try {
    return await requireAdmin(request)
  } catch (thrown) {
    const status = (thrown as { init?: ResponseInit | null }).init?.status
    if (status === 403)
      throw new Response(ACCESS_RESTRICTED_TEXT, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
    throw thrown
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await adminOrRefusal(request)
  // The page's own parameters: every lead of the view, whatever its page.
  const query = parseListQuery(leadList, new URL(request.url).searchParams)
  const owners = new Map((await listAdmins(admin.caller)).map((o) => [o.id, o.email]))
  const batches = eachLeadBatch(admin.caller, query, undefined, request.signal)
  const encoder = new TextEncoder()
  const cancelled = async () => {
    await batches.return(undefined)
  }
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(UTF8_BOM + csvLine(leadCsvHeader)))
    },
    async pull(controller) {
      try {
        // Remix writes whatever the stream gives at once: the next batch is read only once the
        // client (through the compression stream) has taken the last, so memory holds one batch.
        await context.roomToWrite?.()
        const next = await batches.next()
        // The client left while the batch was read: nobody is there to write it to.
        if (request.signal.aborted) return await cancelled()
        if (next.done) return controller.close()
        let lines = ''
        for (const lead of next.value) lines += csvLine(leadCsvRow(lead, owners))
        controller.enqueue(encoder.encode(lines))
      } catch (error) {
        // The status line has gone: the download ends short, and the log says why.
        console.error('[admin] the leads export stopped', error)
        controller.error(error)
      }
    },
    cancel: cancelled,
  })
  const date = new Date().toISOString().slice(0, 10)
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${date}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
