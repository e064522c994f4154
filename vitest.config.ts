import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'
import LongestFirst from './tests/longest-first'

// Unit and integration tests run without the Remix plugin: they import route modules and call
// their loaders and actions directly with real Request objects.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx', 'app/**/*.test.ts', 'supabase/tests/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // The migrated and seeded databases that test files copy (tests/helpers/templates.ts).
    globalSetup: ['tests/global-setup.ts'],
    // Each test file opens its own embedded database (about 1.5 s). Three workers on two cores: the
    // longest files wait on what they start (servers, child processes, backups, timers), and the
    // twelve longest used one core between two workers (163 s) against 1.2 cores and 145 s with three.
    pool: 'forks',
    maxWorkers: 3,
    // A worker runs its files one after another in one process with one module graph, instead of a
    // fresh process per file: importing the app again for each of 110 files took 181 s of the
    // workers' time and 54 s of setup, against 42 s and 3 s (the whole run 512 s against 358 s, in
    // one sitting). What a file leaves in the process, tests/setup.ts undoes before the next one.
    isolate: false,
    // A hang still fails; a backup or migration test that opens three databases on a busy machine
    // (25-32 s at load 8 with three workers) does not.
    testTimeout: 60_000,
    sequence: { sequencer: LongestFirst },
    hookTimeout: 60_000,
  },
})
