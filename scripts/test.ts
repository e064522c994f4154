/**
 * `npm test`: the unit tests (`vitest run`), then the browser tests (`playwright test`) against the
 * production build (scripts/e2e-build.ts). The build starts beside the unit tests instead of after
 * them: the unit stage leaves part of the two cores idle while its longest files wait on the servers
 * and processes they start, and the build fills it. It runs at a lower priority (nice 10), so the
 * unit tests keep the CPU they would have had alone. Its output is held and printed whole once the
 * unit tests have ended; a build that fails fails `npm test` with that output, and the browser tests
 * do not start. Arguments after `npm test --` go to `playwright test`, as before.
 */
import { spawn } from 'node:child_process'

interface Ended {
  code: number | null
  signal: NodeJS.Signals | null
}

function ended(child: ReturnType<typeof spawn>) {
  return new Promise<Ended>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
}

const failed = ({ code }: Ended) => code !== 0

// Its own process group (detached), so that stopping it stops npm and Vite under it too.
const build = spawn('nice', ['-n', '10', 'npx', 'tsx', 'scripts/e2e-build.ts'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
})
let buildOutput = ''
build.stdout!.on('data', (chunk: Buffer) => (buildOutput += chunk.toString()))
build.stderr!.on('data', (chunk: Buffer) => (buildOutput += chunk.toString()))
const buildEnded = ended(build)
const stopBuild = () => {
  if (build.exitCode === null && build.signalCode === null) process.kill(-build.pid!, 'SIGTERM')
}
// Stopped (Ctrl-C, a CI timeout): the build is in a group of its own, so it is stopped here.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
] as const) {
  process.once(signal, () => {
    stopBuild()
    process.exit(code)
  })
}

const unit = await ended(spawn('npx', ['vitest', 'run'], { stdio: 'inherit' }))
if (failed(unit)) {
  stopBuild()
  await buildEnded
  console.error(`\nThe unit tests failed (exit ${unit.code ?? unit.signal}): the browser tests were not run.`)
  process.exit(unit.code || 1)
}

const built = await buildEnded
process.stdout.write(`\n== The browser tests' build (scripts/e2e-build.ts, beside the unit tests)\n${buildOutput}`)
if (failed(built)) {
  console.error(`\nThe build failed (exit ${built.code ?? built.signal}): the browser tests were not run.`)
  process.exit(built.code || 1)
}

const browser = await ended(spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' }))
process.exit(browser.code ?? 1)
