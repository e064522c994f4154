/**
 * The Dockerfile as data, for what cannot build it here (docs/decisions/051-a-container.md): its
 * stages, each with the image settings it ends with and the COPY and RUN steps it takes, read by
 * dockerfile-ast (the parser of VS Code's Dockerfile support), and dockerfile-utils' diagnostics.
 * `npm run image:rehearse` carries the steps out; tests/container.test.ts checks the settings.
 */
import fs from 'node:fs'
import path from 'node:path'
import ignore from '@balena/dockerignore'
import { DockerfileParser, From, type Cmd, type Copy, type Env, type Healthcheck } from 'dockerfile-ast'
import { validate } from 'dockerfile-utils'

type Step =
  | { kind: 'copy'; from: string | null; sources: string[]; destination: string; text: string }
  | { kind: 'run'; command: string; text: string }

export interface Stage {
  name: string
  /** The image or the earlier stage it starts from, its ARGs substituted. */
  base: string
  /** What it ends with: its own settings over those of the stage it starts from. */
  workdir: string
  env: Record<string, string>
  user: string | null
  volumes: string[]
  expose: string[]
  cmd: string[] | null
  healthcheck: { command: string[]; flags: Record<string, string> } | null
  /** Its own COPY and RUN steps, in order (not those of the stage it starts from). */
  steps: Step[]
}

interface DockerfileModel {
  stages: Stage[]
  /** dockerfile-utils' errors and warnings: unknown instructions, bad flags, malformed JSON... */
  problems: ReturnType<typeof validate>
}

/** An exec-form (JSON array) command, or null for the shell form. */
function execForm(text: string): string[] | null {
  const trimmed = text.trim()
  if (!trimmed.startsWith('[')) return null
  const parsed: unknown = JSON.parse(trimmed)
  return Array.isArray(parsed) && parsed.every((part) => typeof part === 'string') ? parsed : null
}

export function readDockerfile(file: string): DockerfileModel {
  const text = fs.readFileSync(file, 'utf8')
  const dockerfile = DockerfileParser.parse(text)
  const args = Object.fromEntries(
    dockerfile.getInitialARGs().map((arg) => [arg.getProperty()?.getName() ?? '', arg.getProperty()?.getValue() ?? '']),
  )
  const substitute = (value: string) =>
    value.replace(/\$\{?(\w+)\}?/g, (whole, name: string) => (name in args ? args[name]! : whole))

  const stages: Stage[] = []
  let stage: Stage | undefined
  for (const instruction of dockerfile.getInstructions()) {
    const keyword = instruction.getKeyword()
    const content = instruction.getArgumentsContent() ?? ''
    if (keyword === 'ARG') continue
    if (instruction instanceof From) {
      const base = substitute(instruction.getImage() ?? '')
      const parent = stages.find((earlier) => earlier.name === base)
      stage = {
        name: instruction.getBuildStage() ?? String(stages.length),
        base,
        workdir: parent?.workdir ?? '/',
        env: { ...parent?.env },
        user: parent?.user ?? null,
        volumes: [...(parent?.volumes ?? [])],
        expose: [...(parent?.expose ?? [])],
        cmd: parent?.cmd ?? null,
        healthcheck: parent?.healthcheck ?? null,
        steps: [],
      }
      stages.push(stage)
      continue
    }
    if (!stage) continue
    const words = instruction.getArguments().map((argument) => argument.getValue())
    switch (keyword) {
      case 'WORKDIR':
        stage.workdir = path.posix.resolve(stage.workdir, content.trim())
        break
      case 'ENV':
        for (const property of (instruction as Env).getProperties())
          stage.env[property.getName()] = property.getValue() ?? ''
        break
      case 'USER':
        stage.user = content.trim()
        break
      case 'VOLUME':
        stage.volumes.push(...(execForm(content) ?? words))
        break
      case 'EXPOSE':
        stage.expose.push(...words)
        break
      case 'CMD':
        stage.cmd = (instruction as Cmd).getJSONStrings().map((part) => part.getJSONValue())
        if (stage.cmd.length === 0) stage.cmd = ['/bin/sh', '-c', content]
        break
      case 'HEALTHCHECK': {
        const flags = Object.fromEntries(
          (instruction as Healthcheck).getFlags().map((flag) => [flag.getName(), flag.getValue() ?? '']),
        )
        const [subcommand, ...rest] = content.trim().split(/\s+(.*)/s)
        const command = subcommand === 'CMD' ? (execForm(rest.join('')) ?? ['/bin/sh', '-c', rest.join('')]) : []
        stage.healthcheck = subcommand === 'NONE' ? null : { command, flags }
        break
      }
      case 'COPY': {
        const from = (instruction as Copy).getFromFlag()?.getValue() ?? null
        const paths = words
        stage.steps.push({
          kind: 'copy',
          from,
          sources: paths.slice(0, -1),
          destination: paths.at(-1) ?? '',
          text: instruction.toString(),
        })
        break
      }
      case 'RUN':
        stage.steps.push({ kind: 'run', command: content.trim(), text: instruction.toString() })
        break
    }
  }
  const problems = validate(text)
  return { stages, problems }
}

/** The build context's filter, read from .dockerignore as Docker reads it. */
export function dockerignore(contextDir: string) {
  const file = path.join(contextDir, '.dockerignore')
  const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n') : []
  return ignore().add(lines)
}
