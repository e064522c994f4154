/**
 * A stand-in for server.ts in tests/fleet.test.ts: a worker of server/cluster.ts's fleet that
 * answers every request with its pid, and does what FLEET_WORKER says: 'serve', 'crash' (exits
 * soon after it is ready) or 'fail-start' (exits before it is ever ready).
 */
import http from 'node:http'
import { READY_MESSAGE } from '../../server/cluster'

const mode = process.env.FLEET_WORKER ?? 'serve'
if (mode === 'fail-start') process.exit(1)

const server = http.createServer((_req, res) => res.end(String(process.pid)))
server.listen(Number(process.env.FLEET_PORT), '127.0.0.1', () => {
  process.send?.(READY_MESSAGE)
  if (mode === 'crash') setTimeout(() => process.exit(3), 50)
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
