/**
 * A real SMTP server in the test's process (the `smtp-server` package), for proving what the site
 * sends over the wire: the envelope, the raw message, the credentials of SMTP_URL. Not a mock of
 * the mailer: nodemailer talks to it exactly as to a mail provider.
 */
import type { AddressInfo } from 'node:net'
import net from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
  user: string | undefined
}

export interface TestSmtpServer {
  port: number
  url: string
  received: ReceivedMail[]
  close(): Promise<void>
}

export const SMTP_USER = 'mailer'
export const SMTP_PASSWORD = 'smtp-password-canary-7f3a'

/** Starts the server on `port` (0: any free one), asking for SMTP_USER and SMTP_PASSWORD. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    // Plain text on loopback: no certificate to make, and the password is still checked.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) return callback(null, { user: auth.username })
      return callback(new Error('Invalid username or password'))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const actual = (server.server.address() as AddressInfo).port
  return {
    port: actual,
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${actual}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A port nothing listens on (for a mail server that is down), free to start one on later. */
export async function freePort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}
