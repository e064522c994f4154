/**
 * The build the browser tests run against (`npm run test:e2e`): `npm run build`, with a made-up
 * value for every variable the server reads as a secret in its environment. A client bundle that
 * inlined any of them would hold the value, which e2e/http.spec.ts looks for in build/client; one
 * build proves it, instead of a second build just for that. The server reads these variables at
 * run time only, so the build is the one `npm run build` makes without them.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { BUILD_CANARIES, CANARY_RECORD } from '../e2e/canaries'

const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, ...BUILD_CANARIES } })
if (result.status !== 0) process.exit(result.status ?? 1)
// What the client scan may rely on: this build was made with the canaries in its environment.
fs.writeFileSync(CANARY_RECORD, JSON.stringify(Object.keys(BUILD_CANARIES)))
