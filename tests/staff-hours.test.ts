// STAFF_HOURS read and applied (app/.server/chat/staff-hours.ts), and the words that ask for a
// person (app/.server/chat/handover.ts) in English, Spanish and French, and the e-mail and time a
// visitor leaves instead.
import { describe, expect, it } from 'vitest'
import { asksForPerson, emailIn, slotIn } from '~/.server/chat/handover'
import { onDuty, parseStaffHours, type StaffHours } from '~/.server/chat/staff-hours'

const hours = (value: string) => parseStaffHours(value) as StaffHours

describe('staff hours', () => {
  it('reads days, a span and a time zone, and is on duty only within them', () => {
    const london = hours('Mon-Fri 09:00-17:00 Europe/London')
    // Wednesday 2026-07-15, 08:30 UTC is 09:30 in London (summer time).
    expect(onDuty(london, new Date('2026-07-15T08:30:00Z'))).toBe(true)
    expect(onDuty(london, new Date('2026-07-15T16:30:00Z'))).toBe(false)
    // Saturday.
    expect(onDuty(london, new Date('2026-07-18T10:00:00Z'))).toBe(false)
    expect(onDuty(null, new Date('2026-07-15T10:00:00Z'))).toBe(false)
    const weekend = hours('Sat-Mon 00:00-24:00 UTC')
    expect(onDuty(weekend, new Date('2026-07-19T23:59:00Z'))).toBe(true)
    expect(onDuty(weekend, new Date('2026-07-15T12:00:00Z'))).toBe(false)
    expect(hours('Mon,Wed 10:00-12:00 UTC').days).toEqual(new Set([1, 3]))
  })

  it.each([
    ['weekdays 9-5', "must read like 'Mon-Fri 09:00-17:00 Europe/London'"],
    ['Mon-Fry 09:00-17:00 UTC', 'names days as Mon'],
    ['Mon-Fri 17:00-09:00 UTC', 'its start before its end'],
    ['Mon-Fri 09:00-25:00 UTC', 'from 00:00 to 24:00'],
    ['Mon-Fri 09:00-17:00 Mars/Olympus', 'IANA time zone'],
  ])('refuses %s', (value, problem) => {
    const parsed = parseStaffHours(value)
    expect('problem' in parsed && parsed.problem).toContain(problem)
  })
})

describe('asking for a person', () => {
  it.each([
    'Get me a human',
    'Can I talk to a real person?',
    'I want a live agent',
    'Could someone call me tomorrow?',
    'I need to speak to someone',
    'Quiero hablar con una persona',
    '¿Me pueden llamar?',
    'Je voudrais parler à un conseiller',
    'Rappelez-moi demain',
  ])('hears %s', (text) => expect(asksForPerson(text)).toBe(true))

  it.each([
    'We are a retail bank with 40 branches',
    'Do you have a model for human resources?',
    'What does the vision model cost?',
    'Une banque de détail, s’il vous plaît',
  ])('does not hear it in %s', (text) => expect(asksForPerson(text)).toBe(false))
})

describe('the contact left instead', () => {
  it('finds the e-mail, and says when what was written is not one', () => {
    expect(emailIn('sure: Jane.Doe@Acme.example.')).toEqual({ email: 'jane.doe@acme.example' })
    expect(emailIn('jane@acme')).toEqual({ invalid: 'jane@acme' })
    expect(emailIn('no address here')).toBeNull()
  })

  it.each([
    ['tomorrow at 10am', 'morning'],
    ['Thursday 3 pm', 'afternoon'],
    ['15:30 please', 'afternoon'],
    ['vers 18h', 'evening'],
    ['mañana por la mañana', 'morning'],
    ['en la tarde', 'afternoon'],
    ['around 2', 'afternoon'],
    ['any evening', 'evening'],
  ])('reads %s as a %s', (text, slot) => expect(slotIn(text)).toBe(slot))

  it('finds no time in an address or a plain sentence', () => {
    expect(slotIn('jane2@acme10.example')).toBeNull()
    expect(slotIn('We have 40 people')).toBeNull()
  })
})
