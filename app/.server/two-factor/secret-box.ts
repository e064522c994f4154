/**
 * The TOTP secret is kept encrypted (AES-256-GCM, node:crypto): the database, its backups and the
 * service role's queries hold only ciphertext. The key is derived (HKDF-SHA-256) from the session
 * secret, so there is no second secret to configure and lose; its rotation list is honoured, the
 * first secret encrypting and every one of them decrypting. A secret that no longer decrypts
 * (every session secret it was made under removed) reads as null: the person signs in with a
 * recovery code and sets up again (docs/decisions/071-two-factor-authentication.md).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { getSessionSecrets } from '../config'

const VERSION = 'v1'
const INFO = 'two-factor secret v1'

function keyFrom(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'aivora', INFO, 32))
}

export function sealSecret(secret: string): string {
  const nonce = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFrom(getSessionSecrets()[0]!), nonce)
  const sealed = Buffer.concat([nonce, cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return `${VERSION}.${sealed.toString('base64url')}`
}

export function openSecret(sealed: string): string | null {
  const [version, body] = sealed.split('.')
  if (version !== VERSION || !body) return null
  const bytes = Buffer.from(body, 'base64url')
  if (bytes.length < 12 + 16 + 1) return null
  const nonce = bytes.subarray(0, 12)
  const tag = bytes.subarray(bytes.length - 16)
  const ciphertext = bytes.subarray(12, bytes.length - 16)
  for (const sessionSecret of getSessionSecrets()) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyFrom(sessionSecret), nonce)
      decipher.setAuthTag(tag)
      return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8')
    } catch {
      // Not this secret's: try the next one in the rotation list.
    }
  }
  return null
}
