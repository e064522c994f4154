// A streamed answer waits for its client (server/room-to-write.ts): through the site's own
// compression layers and Remix's own writer (which never looks at what `write()` answers), a
// stream that awaits `roomToWrite()` makes only a few chunks ahead of a client that has stopped
// reading, where one that does not would make the whole body and hold it in memory. Real HTTP on
// loopback, a real gzip stream.
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { writeReadableStreamToWritable } from '@remix-run/node'
import compression from 'compression'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { trackRoomToWrite, type RoomToWrite } from '../server/room-to-write'
import { BROTLI_OPTIONS, compressWholePages } from '../server/whole-page-compression'

const CHUNK = randomBytes(256 * 1024).toString('base64')
const CHUNKS = 120

describe('a streamed answer and a client that stops reading', () => {
  let server: http.Server
  let origin = ''
  const made: Record<string, number> = {}

  beforeAll(async () => {
    const app = express()
    app.use(compression({ brotli: BROTLI_OPTIONS }))
    app.use(compressWholePages())
    app.use(trackRoomToWrite())
    // As the CSV export answers: a stream whose every pull makes a chunk, written by Remix's writer.
    app.get('/stream', (req, res) => {
      const name = String(req.query.name)
      const waits = req.query.waits === 'yes'
      made[name] = 0
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (waits) await (res.locals.roomToWrite as RoomToWrite)()
          if (made[name] === CHUNKS) return controller.close()
          made[name]! += 1
          controller.enqueue(new TextEncoder().encode(CHUNK))
        },
      })
      res.setHeader('Content-Type', 'text/csv; charset=utf-8')
      void writeReadableStreamToWritable(body, res)
    })
    server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  /** Asks for the stream, reads nothing for a while, then reads it all: what was made meanwhile, and the whole. */
  const fetchPausing = (name: string, waits: boolean) =>
    new Promise<{ aheadOfClient: number; bytes: number }>((resolve, reject) => {
      http
        .get(
          `${origin}/stream?name=${name}&waits=${waits ? 'yes' : 'no'}`,
          { headers: { 'Accept-Encoding': 'gzip' } },
          (response) => {
            response.pause()
            setTimeout(() => {
              const aheadOfClient = made[name]!
              const chunks: Buffer[] = []
              response.on('data', (chunk: Buffer) => chunks.push(chunk))
              response.on('end', () => resolve({ aheadOfClient, bytes: zlib.gunzipSync(Buffer.concat(chunks)).length }))
              response.resume()
            }, 1500)
          },
        )
        .on('error', reject)
    })

  it('makes only a few chunks ahead of the client when it waits for room, and then the whole body', async () => {
    const { aheadOfClient, bytes } = await fetchPausing('waits', true)
    // The socket's and the compression stream's buffers hold a few megabytes at most.
    expect(aheadOfClient).toBeLessThan(CHUNKS / 4)
    expect(bytes).toBe(CHUNK.length * CHUNKS)
  })

  it('would make the whole body at once without waiting (what Remix alone does)', async () => {
    const { aheadOfClient, bytes } = await fetchPausing('runs-ahead', false)
    expect(aheadOfClient).toBe(CHUNKS)
    expect(bytes).toBe(CHUNK.length * CHUNKS)
  })
})
