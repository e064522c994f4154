/**
 * Room to write: a streamed answer (the leads' CSV export) waits for the client before making more.
 *
 * Why: Remix writes a streamed body to the response as fast as its stream gives chunks, and never
 * looks at what `write()` returns (@remix-run/node's writeReadableStreamToWritable). A stream that
 * makes a chunk whenever asked (a database cursor) then runs ahead of the client, or of the
 * compression stream in between: every chunk not yet sent waits in memory, so a million leads'
 * export held most of its file at once. Registered after `compression`, this sees what each write
 * to the response answered; the app's stream awaits `roomToWrite()` (in its load context) before
 * making its next chunk, which resolves at once while the buffers have room, and otherwise on their
 * 'drain' (through `compression`, its stream's) or when the response closes.
 */
import type express from 'express'

export type RoomToWrite = () => Promise<void>

export function trackRoomToWrite(): express.RequestHandler {
  return (_req, res, next) => {
    const write = res.write.bind(res) as (...args: unknown[]) => boolean
    let full = false
    let listening = false
    const waiting: Array<() => void> = []
    const release = () => {
      full = false
      for (const wake of waiting.splice(0)) wake()
    }
    res.write = ((...args: unknown[]) => {
      const taken = write(...args)
      if (!taken) {
        full = true
        // One listener for the answer's life: `compression` hands 'drain' listeners to its own
        // stream, where a `once` listener would never be taken off.
        if (!listening) res.on('drain', release)
        listening = true
      }
      return taken
    }) as express.Response['write']
    // A client that leaves never drains: whoever waits goes on (and finds the request aborted).
    res.once('close', release)
    const room: RoomToWrite = () => (full ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.resolve())
    res.locals.roomToWrite = room
    next()
  }
}
