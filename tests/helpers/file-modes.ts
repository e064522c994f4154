/** What the data-directory tests look for: files and folders other users could reach. */
import fs from 'node:fs'
import path from 'node:path'

/** Every file and folder under `dir` that group or others can read, write or enter. */
export function openToOthers(dir: string): string[] {
  const found: string[] = []
  const visit = (target: string) => {
    const stat = fs.lstatSync(target)
    if ((stat.mode & 0o077) !== 0 && !stat.isSymbolicLink()) found.push(`${(stat.mode & 0o777).toString(8)} ${target}`)
    if (stat.isDirectory()) for (const name of fs.readdirSync(target)) visit(path.join(target, name))
  }
  visit(dir)
  return found
}
