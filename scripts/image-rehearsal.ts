/**
 * `npm run image:rehearse`: the Dockerfile's runtime stage, carried out without Docker, for the
 * machines where no image can be built (docs/decisions/051-a-container.md). It reads the
 * Dockerfile (scripts/lib/dockerfile.ts) and, in a temporary directory that stands for the image's
 * file system:
 *
 * 1. takes each stage the runtime stage copies from as Docker would: its COPY steps from the build
 *    context filtered by .dockerignore, its RUN steps through `sh -c` (so `npm install --omit=dev`
 *    against the lockfile, patches applied). The `build` stage is this checkout's `npm run build`
 *    (made first when there is none; `--rebuild` makes it again);
 * 2. copies what the runtime stage copies, and nothing else: a file the server needs and the
 *    Dockerfile forgets is missing here too. No package the lockfile marks as development-only may
 *    be among its dependencies;
 * 3. runs its CMD with its ENV (DATA_DIR inside a fresh volume that belongs to the server's user),
 *    as an unprivileged user when this runs as root (`nobody`; the image's is `node`), with the
 *    code owned by root as in the image; waits for /healthz/ready, asks / and /models for a 200,
 *    runs the HEALTHCHECK's own command (0 while serving, not 0 once stopped), stops the server
 *    with SIGTERM as `docker stop` does (exit code 0 expected), and runs `npm run admin` as that
 *    user (it must reach the database and answer that no such user exists).
 *
 * What it cannot show: that the base image, its Node and its shared libraries are those here, nor
 * `docker build` itself (CI builds the image wherever a Docker daemon answers, .ci/run).
 */
import { spawn, spawnSync, type SpawnOptions } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { dockerignore, readDockerfile, type Stage } from './lib/dockerfile'
import { option } from './lib/options'
import { ensureBuild } from './lib/production-server'

const context = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dockerfilePath = path.resolve(option('dockerfile', path.join(context, 'Dockerfile')))
/** Its own port (E2E_PORT + 99), clear of the test suite's servers. */
const port = Number(option('port', String(Number(process.env.E2E_PORT ?? 3100) + 99)))
/** The stage this checkout's own `npm run build` stands for. */
const BUILD_STAGE = 'build'
/** `docker stop`'s wait in compose.yaml (stop_grace_period) before it kills. */
const STOP_GRACE_MS = 20_000
const READY_TIMEOUT_MS = 120_000

class RehearsalFailure extends Error {}

const began = performance.now()
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`
const say = (line: string) => console.info(line)

/** The unprivileged user to run as when this runs as root, as the image's USER is not root. */
function serverUser(): { uid: number; gid: number; name: string } | null {
  if (process.getuid?.() !== 0) return null
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('nobody:'))
  if (!line) throw new RehearsalFailure('This runs as root and no `nobody` user exists to run the server as.')
  const [, , uid, gid] = line.split(':')
  return { uid: Number(uid), gid: Number(gid), name: 'nobody' }
}

/** This process's environment as a Dockerfile RUN step would see it: no npm script variables. */
function buildEnvironment(stage: Stage) {
  const env: Record<string, string> = {}
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !/^npm_/i.test(name) && name !== 'INIT_CWD' && name !== 'NODE_ENV') env[name] = value
  }
  return { ...env, ...stage.env } as NodeJS.ProcessEnv
}

/** Copies a COPY step's sources from the build context, leaving out what .dockerignore leaves out. */
function copyFromContext(sources: string[], destination: string) {
  const ignored = dockerignore(context)
  const visit = (relative: string, target: string) => {
    if (relative !== '' && ignored.ignores(relative)) return
    const from = path.join(context, relative)
    const stat = fs.statSync(from)
    if (stat.isDirectory()) {
      fs.mkdirSync(target, { recursive: true })
      for (const name of fs.readdirSync(from)) visit(path.posix.join(relative, name), path.join(target, name))
    } else {
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.copyFileSync(from, target)
      fs.chmodSync(target, stat.mode & 0o777)
    }
  }
  for (const source of sources) {
    const relative = path.posix.normalize(source).replace(/^\.\/?|\/$/g, '')
    if (!fs.existsSync(path.join(context, relative)))
      throw new RehearsalFailure(`COPY ${source}: not in the build context.`)
    if (relative !== '' && ignored.ignores(relative))
      throw new RehearsalFailure(`COPY ${source}: .dockerignore leaves it out of the build context.`)
    const isDir = fs.statSync(path.join(context, relative)).isDirectory()
    // A directory's contents go into the destination; a file into it when it names a directory.
    const into = isDir || !destination.endsWith('/') ? destination : path.join(destination, path.basename(relative))
    visit(relative, into)
  }
}

/** Where a path of the image is in the directory that stands for it. */
const inside = (root: string, imagePath: string) => path.join(root, imagePath)

/**
 * Takes one stage's steps in `root`; returns where each of its paths is. The runtime stage's RUN
 * steps prepare the image's own directories and users (its volume), which `rehearse` makes itself.
 */
function rehearseStage(stages: Stage[], stage: Stage, root: string, runSteps = true): (imagePath: string) => string {
  if (stage.name === BUILD_STAGE) {
    ensureBuild()
    return (imagePath) => path.join(context, path.posix.relative(stage.workdir, imagePath))
  }
  const workdir = inside(root, stage.workdir)
  fs.mkdirSync(workdir, { recursive: true })
  for (const step of stage.steps) {
    let started = performance.now()
    if (step.kind === 'run' && !runSteps) {
      say(`  ${stage.name}: ${step.text} (made below, in the scratch directory)`)
      continue
    }
    if (step.kind === 'run') {
      const result = spawnSync('sh', ['-c', step.command], {
        cwd: workdir,
        env: buildEnvironment(stage),
        stdio: 'pipe',
      })
      if (result.status !== 0) {
        throw new RehearsalFailure(
          `${stage.name}: \`${step.text}\` failed (exit ${result.status}):\n${result.stderr.toString().slice(-4000)}`,
        )
      }
    } else {
      const destination = path.resolve(workdir, step.destination) + (step.destination.endsWith('/') ? '/' : '')
      if (step.from === null) copyFromContext(step.sources, destination)
      else {
        const source = stages.find((candidate) => candidate.name === step.from)
        if (!source) throw new RehearsalFailure(`${step.text}: no stage is named ${step.from}.`)
        const locate = rehearseStage(stages, source, path.join(path.dirname(root), source.name))
        started = performance.now()
        for (const from of step.sources) {
          const located = locate(path.posix.resolve(source.workdir, from))
          if (!fs.existsSync(located))
            throw new RehearsalFailure(`${step.text}: ${from} is not in stage ${source.name}.`)
          const target = destination.endsWith('/') ? path.join(destination, path.basename(from)) : destination
          // A stage made here is used once: moved, not copied (node_modules' many files take a minute).
          if (!path.relative(path.dirname(root), located).startsWith('..')) fs.renameSync(located, target)
          else fs.cpSync(located, target, { recursive: true, verbatimSymlinks: true })
        }
      }
    }
    say(`  ${stage.name}: ${step.text} (${seconds(started)})`)
  }
  return (imagePath) => inside(root, imagePath)
}

/** Packages the lockfile marks as development-only that are installed in the image anyway. */
function developmentPackagesIn(nodeModulesParent: string) {
  const lock = JSON.parse(fs.readFileSync(path.join(context, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>
  }
  return Object.entries(lock.packages)
    .filter(([key, entry]) => key.startsWith('node_modules/') && entry.dev === true)
    .map(([key]) => key)
    .filter((key) => fs.existsSync(path.join(nodeModulesParent, key, 'package.json')))
}

function run(command: string[], options: SpawnOptions): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0]!, command.slice(1), { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => resolve({ code, output }))
  })
}

/** The peak resident memory of a running process, from /proc (Linux), in MB. */
function peakMemoryMb(pid: number) {
  try {
    const kb = /VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kb ? Math.round(Number(kb) / 1024) : null
  } catch {
    return null
  }
}

async function rehearse(scratch: string) {
  const { stages } = readDockerfile(dockerfilePath)
  const runtime = stages.at(-1)
  if (!runtime?.cmd) throw new RehearsalFailure(`${dockerfilePath}: its last stage has no CMD.`)
  say(`Rehearsing the runtime stage "${runtime.name}" of ${path.relative(process.cwd(), dockerfilePath)} in ${scratch}`)
  fs.chmodSync(scratch, 0o755)
  const root = path.join(scratch, runtime.name)
  const locate = rehearseStage(stages, runtime, root, false)
  const workdir = locate(runtime.workdir)

  const leftovers = developmentPackagesIn(workdir)
  if (leftovers.length > 0) {
    throw new RehearsalFailure(
      `The image holds development-only packages: ${leftovers.slice(0, 10).join(', ')}${leftovers.length > 10 ? ', ...' : ''}.`,
    )
  }

  // The volumes, made the server user's as the Dockerfile's RUN does (mkdir -m 700, chown), and a
  // home directory like the image user's.
  const user = serverUser()
  const owned = [...runtime.volumes.map(locate), path.join(scratch, 'home')]
  for (const dir of owned) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
    if (user) fs.chownSync(dir, user.uid, user.gid)
  }
  const dataDir = runtime.env.DATA_DIR ? locate(runtime.env.DATA_DIR) : undefined
  if (dataDir && !runtime.volumes.some((volume) => `${runtime.env.DATA_DIR}/`.startsWith(`${volume}/`)))
    throw new RehearsalFailure(
      `DATA_DIR ${runtime.env.DATA_DIR} is on no VOLUME: its data would go with the container.`,
    )

  // The container's environment: the image's ENV and what compose.yaml adds, nothing of this shell.
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: runtime.env.NODE_ENV as NodeJS.ProcessEnv['NODE_ENV'],
    PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    HOME: path.join(scratch, 'home'),
    ...runtime.env,
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: `http://localhost:${port}`,
  }
  const as = user ? { uid: user.uid, gid: user.gid } : {}
  const who = user ? `${user.name} (uid ${user.uid})` : `${os.userInfo().username} (not root)`

  const startedAt = performance.now()
  const server = spawn(runtime.cmd[0]!, runtime.cmd.slice(1), {
    cwd: workdir,
    env,
    ...as,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  server.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()))
  server.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
  const running = () => server.exitCode === null && server.signalCode === null
  const origin = `http://127.0.0.1:${port}`
  const tail = () => log.split('\n').slice(-40).join('\n')

  try {
    const deadline = Date.now() + READY_TIMEOUT_MS
    for (;;) {
      if (!running())
        throw new RehearsalFailure(`The server exited with ${server.exitCode} before it was ready:\n${tail()}`)
      if (Date.now() > deadline)
        throw new RehearsalFailure(`The server was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${tail()}`)
      const ready = await fetch(`${origin}/healthz/ready`).then(
        (response) => response.ok,
        () => false,
      )
      if (ready) break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const readyIn = seconds(startedAt)
    const uid = /Uid:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1]
    if (uid === '0') throw new RehearsalFailure('The server runs as root.')
    for (const page of ['/', '/models']) {
      const response = await fetch(`${origin}${page}`)
      await response.arrayBuffer()
      if (response.status !== 200) throw new RehearsalFailure(`GET ${page} answered ${response.status}:\n${tail()}`)
    }
    say(`  server as ${who}: ready in ${readyIn}; GET / and /models 200`)

    if (runtime.healthcheck) {
      const check = await run(runtime.healthcheck.command, { cwd: workdir, env, ...as })
      if (check.code !== 0)
        throw new RehearsalFailure(
          `The HEALTHCHECK failed (exit ${check.code}) while the server serves:\n${check.output}`,
        )
    }
    const peak = peakMemoryMb(server.pid!)

    const stopping = performance.now()
    server.kill('SIGTERM')
    const code = await Promise.race([
      exited,
      new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), STOP_GRACE_MS)),
    ])
    if (code === 'late')
      throw new RehearsalFailure(`The server was still running ${STOP_GRACE_MS / 1000} s after SIGTERM.`)
    if (code !== 0) throw new RehearsalFailure(`The server exited with ${code} after SIGTERM:\n${tail()}`)
    say(`  SIGTERM: exited with 0 in ${seconds(stopping)}${peak ? `; peak memory ${peak} MB` : ''}`)

    if (runtime.healthcheck) {
      const check = await run(runtime.healthcheck.command, { cwd: workdir, env, ...as })
      if (check.code === 0) throw new RehearsalFailure('The HEALTHCHECK passes with the server stopped.')
      say(`  HEALTHCHECK: 0 while serving, ${check.code} once stopped`)
    }

    // The operator's command in the container (`docker compose exec site npm run admin -- ...`):
    // tsx and the app's source, with production dependencies only, as the server's user.
    const admin = await run(['npm', 'run', 'admin', '--', 'grant', 'rehearsal@example.invalid'], {
      cwd: workdir,
      env,
      ...as,
    })
    if (admin.code !== 1 || !admin.output.includes('No user has the e-mail rehearsal@example.invalid'))
      throw new RehearsalFailure(
        `npm run admin did not reach the database (exit ${admin.code}):\n${admin.output.slice(-3000)}`,
      )
    say(`  npm run admin as ${who}: reached the database ("No user has the e-mail ...", as expected)`)
  } finally {
    if (running()) {
      server.kill('SIGKILL')
      await exited
    }
  }
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'aivora-image-'))
try {
  await rehearse(scratch)
  say(`Image rehearsal passed in ${seconds(began)}.`)
  if (!process.argv.includes('--keep')) fs.rmSync(scratch, { recursive: true, force: true })
} catch (error) {
  console.error(
    `Image rehearsal failed after ${seconds(began)}: ${error instanceof RehearsalFailure ? error.message : error instanceof Error ? error.stack : String(error)}`,
  )
  console.error(`(what it made is kept in ${scratch})`)
  process.exitCode = 1
}
