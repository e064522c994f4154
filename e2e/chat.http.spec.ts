// POST /api/chat on the wire, through the whole production server (compression, helmet, the
// Express adapter): the first words leave the server while the provider is still writing (no
// middleware holds the stream back), and a visitor who hangs up stops the upstream request at
// once. The shared e2e server has no AI key, so this file starts its own production server with
// OPENAI_BASE_URL at the fake provider (tests/helpers/fake-openai.ts) in this worker.
import http from 'node:http'
import { startFakeOpenAi, type FakeOpenAi } from '../tests/helpers/fake-openai'
import {
  startProductionServer,
  VISITORS_VIA_LOOPBACK_PROXY,
  type ProductionServer,
} from '../tests/helpers/production-server'
import { expect, test } from '@playwright/test'

let fake: FakeOpenAi
let server: ProductionServer

test.describe.configure({ mode: 'serial', timeout: 60_000 })

test.beforeAll(async () => {
  test.info().setTimeout(180_000)
  fake = await startFakeOpenAi()
  server = await startProductionServer({
    port: Number(process.env.E2E_PORT ?? 3100) + 11,
    seeded: true,
    // A hung provider would be cut after 20 s; the hang-up below must come long before.
    env: {
      OPENAI_API_KEY: 'sk-e2e-not-a-real-key',
      OPENAI_BASE_URL: fake.baseURL,
      AI_TIMEOUT_SECONDS: '20',
      ...VISITORS_VIA_LOOPBACK_PROXY,
    },
  })
})

test.afterAll(async () => {
  fake?.release()
  await server?.stop()
  await fake?.close()
})

/** Posts a message as a browser would (gzip accepted) and hands back the live response. */
function postMessage(
  message: string,
  address: string,
): Promise<{ req: http.ClientRequest; res: http.IncomingMessage }> {
  const body = new URLSearchParams({ message }).toString()
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}/api/chat`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Content-Length': Buffer.byteLength(body),
        'Accept-Encoding': 'gzip, deflate, br',
        'X-Forwarded-For': address,
      },
    })
    req.on('response', (res) => resolve({ req, res }))
    req.on('error', reject)
    req.end(body)
  })
}

/** The next chunk of the body, as text. */
function nextChunk(res: http.IncomingMessage) {
  return new Promise<string>((resolve, reject) => {
    res.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8')))
    res.once('error', reject)
  })
}

test('the first words leave the server while the provider is still writing, uncompressed and unbuffered', async () => {
  fake.answerChatWith({ kind: 'pause', pieces: ['Retail ', 'is ', 'a great fit! ✨'], before: 1 })
  const { res } = await postMessage('We are a retailer', '10.201.0.1')
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/)
  expect(res.headers['content-encoding']).toBeUndefined()
  // The provider holds the rest back until released: this piece can only have come as it arrived.
  expect(await nextChunk(res)).toBe('{"type":"delta","text":"Retail "}\n')
  res.setEncoding('utf8')
  let rest = ''
  res.on('data', (chunk: string) => (rest += chunk))
  const ended = new Promise((resolve) => res.on('end', resolve))
  fake.release()
  await ended
  expect(rest).toBe(
    '{"type":"delta","text":"is "}\n{"type":"delta","text":"a great fit! ✨"}\n' +
      '{"type":"captured","details":{"language":"en","industry":"Retail"}}\n{"type":"done"}\n',
  )
})

test('a visitor who hangs up mid-reply stops the upstream request at once', async () => {
  fake.answerChatWith({ kind: 'pause', pieces: ['Logistics ', 'is ', 'fun'], before: 1 })
  const hangUps = fake.hangUps
  const { req, res } = await postMessage('We ship freight', '10.201.0.2')
  expect(await nextChunk(res)).toBe('{"type":"delta","text":"Logistics "}\n')
  const hungUp = fake.nextHangUp()
  const started = Date.now()
  req.destroy()
  await hungUp
  expect(Date.now() - started).toBeLessThan(5_000)
  expect(fake.hangUps).toBe(hangUps + 1)
})
