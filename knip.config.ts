/**
 * knip (`npm run lint`): files, exports and dependencies nothing uses. Its Remix, Vite, Vitest and
 * Playwright plugins find most entry points from their configs; these are the ones they cannot see.
 */
import type { KnipConfig } from 'knip'

const config: KnipConfig = {
  entry: [
    // Remix's route config (v3_routeConfig): the Vite plugin reads it, and it names app/routes/**.
    'app/routes.ts',
    // Run by npm scripts, by Playwright's webServer (e2e-server.js) or by hand (generate-seed-images.ts).
    'scripts/*.{ts,js}',
    // Loaded by scripts/e2e-server.js through tsx's tsImport, by its path.
    'scripts/lib/e2e-harness.ts',
    // Spawned as a process of its own by tests/data-dir.test.ts, and as cluster workers by
    // tests/fleet.test.ts and tests/fleet-metrics.test.ts.
    'tests/helpers/hold-data-dir.ts',
    'tests/helpers/fleet-worker.ts',
    'tests/helpers/metrics-worker.ts',
  ],
  // scripts/lighthouse.ts runs Lighthouse's CLI by its path in node_modules, not by an import.
  // tests/route-matching.test.ts loads Remix's own packages, as patched (patches/README.md).
  // The AI Architect reads an-array-of-english-words's JSON by its resolved path (understand.ts).
  ignoreDependencies: ['lighthouse', '@remix-run/router', 'react-router-dom', 'an-array-of-english-words'],
}

export default config
