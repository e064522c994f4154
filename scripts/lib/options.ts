/** Command-line options of the measuring scripts. */

/** `--name value` or `--name=value` from the command line, else the fallback. */
export function option(name: string, fallback: string) {
  const joined = process.argv.find((arg) => arg.startsWith(`--${name}=`))
  if (joined) return joined.slice(name.length + 3)
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback
}
