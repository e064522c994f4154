/**
 * A fake of Supabase's Storage HTTP API for what the admin's image uploads use (docs/architecture.md#storage,
 * 'Storage'): POST /storage/v1/object/{bucket}/{path} (refusing to overwrite unless x-upsert is
 * true) and DELETE /storage/v1/object/{bucket} with { prefixes }. Outside our walls, so faked at
 * the HTTP boundary: @supabase/supabase-js talks to it as to Supabase, with Storage's error bodies.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StoredObject {
  bytes: Buffer
  contentType: string | undefined
  cacheControl: string | undefined
  upsert: string | undefined
  authorization: string | undefined
}

export interface FakeSupabaseStorage {
  url: string
  objects: Map<string, StoredObject>
  /**
   * Makes answers fail with this status and message (storage refusing): every one, or only uploads
   * once `afterUploads` more have been accepted.
   */
  failWith(failure: { status: number; message: string; afterUploads?: number } | null): void
  close(): Promise<void>
}

export async function startFakeSupabaseStorage(): Promise<FakeSupabaseStorage> {
  const objects = new Map<string, StoredObject>()
  let failure: { status: number; message: string; afterUploads?: number } | null = null

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const answer = (status: number, body: unknown) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
      const path = decodeURIComponent(new URL(req.url!, 'http://fake').pathname)
      const upload = /^\/storage\/v1\/object\/([^/]+)\/(.+)$/.exec(path)
      const accepting = failure?.afterUploads !== undefined && (req.method !== 'POST' || failure.afterUploads-- > 0)
      if (failure && !accepting)
        return answer(failure.status, { statusCode: String(failure.status), error: 'Error', message: failure.message })
      if (req.method === 'POST' && upload) {
        const key = `${upload[1]}/${upload[2]}`
        if (objects.has(key) && req.headers['x-upsert'] !== 'true') {
          return answer(400, { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' })
        }
        objects.set(key, {
          bytes: Buffer.concat(chunks),
          contentType: req.headers['content-type'],
          cacheControl: req.headers['cache-control'],
          upsert: req.headers['x-upsert'] as string | undefined,
          authorization: req.headers.authorization,
        })
        return answer(200, { Key: key, Id: key })
      }
      const bucket = /^\/storage\/v1\/object\/([^/]+)$/.exec(path)
      if (req.method === 'DELETE' && bucket) {
        const { prefixes } = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { prefixes?: string[] }
        const removed = (prefixes ?? []).filter((p) => objects.delete(`${bucket[1]}/${p}`))
        return answer(
          200,
          removed.map((name) => ({ name, bucket_id: bucket[1] })),
        )
      }
      answer(404, { statusCode: '404', error: 'not_found', message: 'Not found' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    failWith: (f) => {
      failure = f
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
