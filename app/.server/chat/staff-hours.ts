/**
 * When a person from the team can join a chat (STAFF_HOURS, docs/decisions/062-a-person-whenever-asked.md):
 * days, a daily span and an IANA time zone, e.g. `Mon-Fri 09:00-17:00 Europe/London`. Read once by
 * app/.server/config.ts, which refuses a malformed value with the sentence `staffHoursProblem` gives;
 * unset, nobody is on duty and every request for a person takes the outside-hours path.
 */

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const

export interface StaffHours {
  /** Days on duty, 0 = Sunday (as Date#getDay). */
  days: ReadonlySet<number>
  /** Minutes after midnight, start inclusive, end exclusive (24:00 is 1440). */
  start: number
  end: number
  timeZone: string
  /** The setting as written, for the visitor ('Mon-Fri 09:00-17:00 Europe/London'). */
  text: string
}

const SHAPE =
  /^([A-Za-z]{3}(?:-[A-Za-z]{3})?(?:,[A-Za-z]{3}(?:-[A-Za-z]{3})?)*)\s+(\d{2}):(\d{2})-(\d{2}):(\d{2})\s+(\S+)$/

const dayIndex = (name: string) => DAYS.indexOf(name.toLowerCase() as (typeof DAYS)[number])

function validTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The setting read, or the reason it cannot be (a sentence ending config's 'STAFF_HOURS is set to "…" but …'). */
export function parseStaffHours(value: string): StaffHours | { problem: string } {
  const shape = SHAPE.exec(value.trim())
  if (!shape) return { problem: "must read like 'Mon-Fri 09:00-17:00 Europe/London' (days, hours, time zone)" }
  const [, dayList, h1, m1, h2, m2, timeZone] = shape as unknown as string[]
  const days = new Set<number>()
  for (const part of dayList!.split(',')) {
    const [from, to = from] = part.split('-').map(dayIndex) as [number, number?]
    if (from < 0 || to! < 0) return { problem: 'names days as Mon, Tue, Wed, Thu, Fri, Sat or Sun' }
    // A range may wrap round the week (Sat-Mon).
    for (let day = from; ; day = (day + 1) % 7) {
      days.add(day)
      if (day === to) break
    }
  }
  const start = Number(h1) * 60 + Number(m1)
  const end = Number(h2) * 60 + Number(m2)
  if (Number(m1) > 59 || Number(m2) > 59 || start >= 24 * 60 || end > 24 * 60 || end <= start)
    return { problem: 'must give a span within one day, from 00:00 to 24:00, its start before its end' }
  if (!validTimeZone(timeZone!)) return { problem: 'must end with an IANA time zone such as Europe/London or UTC' }
  return { days, start, end, timeZone: timeZone!, text: value.trim().replace(/\s+/g, ' ') }
}

/** Whether `now` falls within the hours (in their own time zone); never, without hours. */
export function onDuty(hours: StaffHours | null, now = new Date()): boolean {
  if (!hours) return false
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: hours.timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  const day = dayIndex(part('weekday'))
  const minute = Number(part('hour')) * 60 + Number(part('minute'))
  return hours.days.has(day) && minute >= hours.start && minute < hours.end
}
