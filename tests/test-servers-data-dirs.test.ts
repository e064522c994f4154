// Where servers started by tests keep their data directories (tests/helpers/data-dirs.ts): in
// memory when /dev/shm is there, writable and has 2 GB free, else the system's temporary directory.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { dataDirsBase } from './helpers/data-dirs'

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dirs-base-'))
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

describe('the test servers’ data directories', () => {
  it('are made in memory when it has room', () => {
    vi.spyOn(fs, 'statfsSync').mockReturnValue({ bavail: 3 * 1024 ** 2, bsize: 1024 } as fs.StatsFs)
    expect(dataDirsBase(scratch)).toBe(scratch)
  })

  it('are made in the temporary directory when memory has less than 2 GB free', () => {
    vi.spyOn(fs, 'statfsSync').mockReturnValue({ bavail: 1024 ** 2, bsize: 1024 } as fs.StatsFs)
    expect(dataDirsBase(scratch)).toBe(os.tmpdir())
  })

  it('are made in the temporary directory when there is no /dev/shm, or it cannot be written', () => {
    expect(dataDirsBase(path.join(scratch, 'absent'))).toBe(os.tmpdir())
    const closed = path.join(scratch, 'closed')
    fs.mkdirSync(closed, { mode: 0o500 })
    // root writes anywhere: only a process without that power sees a closed directory.
    if (process.getuid?.() !== 0) expect(dataDirsBase(closed)).toBe(os.tmpdir())
  })
})
