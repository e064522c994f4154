/**
 * A TCP proxy in front of a real PostgreSQL server, for database outages: the server under test
 * connects to the proxy, and the test makes the database unreachable (nothing listening: connection
 * refused), cuts the open connections (as a restart or a network failure does), holds the bytes of
 * queries in flight, and brings it back, all without touching PostgreSQL itself.
 */
import net from 'node:net'

export interface TcpProxy {
  readonly port: number
  /** Whether it is accepting connections. */
  readonly listening: boolean
  /** Stops listening (new connections are refused) and cuts the open ones. */
  refuse(): Promise<void>
  /** Listens again on the same port: the database is back. */
  accept(): Promise<void>
  /** Destroys every open connection; new ones are still accepted unless refused. */
  cut(): void
  /** From now on, bytes from the client are held back (a query in flight gets no answer). */
  hold(): void
  /** Resolves once a held connection has sent something that is being held. */
  holding(): Promise<void>
  /** How many connections it has accepted so far. */
  readonly accepted: number
  close(): Promise<void>
}

/** `port` 0 takes a free one (kept when it listens again). */
export async function startTcpProxy(options: {
  port: number
  target: { host: string; port: number }
}): Promise<TcpProxy> {
  let port = options.port
  const sockets = new Set<net.Socket>()
  let server: net.Server | undefined
  let held = false
  let holdingWaiters: Array<() => void> = []
  let accepted = 0

  function handle(client: net.Socket) {
    accepted += 1
    const upstream = net.connect(options.target.port, options.target.host)
    sockets.add(client)
    sockets.add(upstream)
    const drop = () => {
      client.destroy()
      upstream.destroy()
      sockets.delete(client)
      sockets.delete(upstream)
    }
    client.on('error', drop).on('close', drop)
    upstream.on('error', drop).on('close', drop)
    client.on('data', (bytes) => {
      if (held) {
        const waiters = holdingWaiters
        holdingWaiters = []
        waiters.forEach((resolve) => resolve())
        return // swallowed: the query never reaches PostgreSQL
      }
      upstream.write(bytes)
    })
    upstream.pipe(client)
  }

  async function listen() {
    const next = net.createServer(handle)
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject)
      next.listen(port, '127.0.0.1', () => resolve())
    })
    port = (next.address() as net.AddressInfo).port
    server = next
  }

  function cut() {
    for (const socket of sockets) socket.destroy()
    sockets.clear()
  }

  async function refuse() {
    const current = server
    server = undefined
    cut()
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()))
  }

  await listen()

  return {
    get port() {
      return port
    },
    get listening() {
      return server !== undefined
    },
    get accepted() {
      return accepted
    },
    refuse,
    async accept() {
      held = false
      if (!server) await listen()
    },
    cut,
    hold() {
      held = true
    },
    holding: () => new Promise<void>((resolve) => holdingWaiters.push(resolve)),
    close: refuse,
  }
}

/** The same database URL, through the proxy. */
export function throughProxy(url: string, proxy: { readonly port: number }) {
  const u = new URL(url)
  u.hostname = '127.0.0.1'
  u.port = String(proxy.port)
  return u.toString()
}
