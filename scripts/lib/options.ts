/** Command-line options of the measuring scripts. */

/** `--name value` from the command line, else the fallback. */
export function option(name: string, fallback: string) {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback
}
