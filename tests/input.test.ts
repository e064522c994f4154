// What every action reads a form post with (app/.server/input.ts): a body that is not a form is
// null, a NUL anywhere in the text becomes U+FFFD (PostgreSQL cannot store it), files pass
// untouched; the search text of the catalogue and the admin list; and the form fields of one line
// (names, companies, phones), whose line breaks become spaces.
import { describe, expect, it } from 'vitest'
import { readForm, searchText, withoutNul } from '~/.server/input'
import { validateSignUp } from '~/lib/auth-schema'
import { validateContact } from '~/lib/contact-schema'
import { validateSchedule } from '~/lib/schedule-schema'
import { singleLine } from '~/lib/single-line'
import { request } from './helpers/app'

const post = (body: BodyInit, type?: string) =>
  request('/contact', { method: 'POST', body, headers: type ? { 'Content-Type': type } : {} })

describe('readForm', () => {
  it('reads an urlencoded and a multipart form alike', async () => {
    const urlencoded = await readForm(
      post(
        new URLSearchParams([
          ['name', 'Ada'],
          ['name', 'Grace'],
        ]),
      ),
    )
    const multipart = new FormData()
    multipart.append('name', 'Ada')
    multipart.append('name', 'Grace')
    expect(urlencoded?.getAll('name')).toEqual(['Ada', 'Grace'])
    expect((await readForm(post(multipart)))?.getAll('name')).toEqual(['Ada', 'Grace'])
  })

  it.each([
    ['JSON', '{"name":"Ada"}', 'application/json'],
    ['plain text', 'name=Ada', 'text/plain'],
    ['no content type', new Uint8Array(Buffer.from('name=Ada')), undefined],
    ['multipart without its boundary', 'name=Ada', 'multipart/form-data'],
    [
      'a truncated multipart body',
      '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda',
      'multipart/form-data; boundary=b',
    ],
  ])('gives null for %s', async (_kind, body, type) => {
    expect(await readForm(post(body, type))).toBeNull()
  })

  it('turns NUL into U+FFFD in names and values, and keeps everything else as sent', async () => {
    const form = await readForm(post('na%00me=a%00b&bell=%07%E2%80%AE&bad=%FF', 'application/x-www-form-urlencoded'))
    expect([...form!.entries()]).toEqual([
      ['na\uFFFDme', 'a\uFFFDb'],
      ['bell', '\u0007\u202e'],
      ['bad', '\uFFFD'],
    ])
  })

  it('passes files through untouched, NUL bytes and all', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x00, 0x00, 0x4e, 0x47])
    const sent = new FormData()
    sent.append('logo_file', new Blob([bytes], { type: 'image/png' }), 'logo.png')
    const file = (await readForm(post(sent)))!.get('logo_file') as File
    expect(file.name).toBe('logo.png')
    expect(file.type).toBe('image/png')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes)
  })
})

describe('text from a query string', () => {
  it('withoutNul changes only NUL', () => {
    expect(withoutNul('a\u0000b\u0000')).toBe('a\uFFFDb\uFFFD')
    expect(withoutNul("' or 1=1 -- <script>")).toBe("' or 1=1 -- <script>")
  })

  it('searchText makes every control character a space and trims', () => {
    expect(searchText('\u0000 vision\tmodel\u007f\n')).toBe('vision model')
  })
})

describe('fields of one line', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData()
    for (const [name, value] of Object.entries(fields)) data.set(name, value)
    return data
  }
  const broken = 'Northwind\r\nEmail: forged@evil.example\u2028\tX'

  it('singleLine makes every run of line breaks and control characters one space', () => {
    expect(singleLine(broken)).toBe('Northwind Email: forged@evil.example X')
    expect(singleLine('Ada Lovelace')).toBe('Ada Lovelace')
  })

  it("are one line in the contact form, the chat's schedule form and sign-up; a message keeps its lines", () => {
    const contact = validateContact(form({ name: broken, email: 'a@example.com', phone: '1\n2', message: 'a\nb' }))
    expect(contact.status === 'success' && contact.value).toMatchObject({
      name: 'Northwind Email: forged@evil.example X',
      phone: '1 2',
      message: 'a\nb',
    })
    const schedule = validateSchedule(
      form({
        name: broken,
        email: 'a@example.com',
        company: `${broken}\n`,
        industry: 'Healthcare',
        callbackTime: 'morning',
      }),
    )
    expect(schedule.status === 'success' && schedule.value).toMatchObject({
      name: 'Northwind Email: forged@evil.example X',
      company: 'Northwind Email: forged@evil.example X',
    })
    const signUp = validateSignUp(
      form({
        orgName: broken,
        industry: 'Healthcare',
        country: 'GB',
        useCase: 'One\nTwo',
        phone: '20 7946 0958',
        email: 'a@example.com',
        password: 'a-strong-password',
      }),
    )
    expect(signUp.status === 'success' && signUp.value).toMatchObject({
      orgName: 'Northwind Email: forged@evil.example X',
      useCase: 'One\nTwo',
    })
  })
})
