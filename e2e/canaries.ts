/**
 * Values no code would produce by chance, one per variable the server reads as a secret: the
 * browser tests' build is made with them in its environment (scripts/e2e-build.ts), and none may
 * reach the client bundle (e2e/http.spec.ts).
 */
export const BUILD_CANARIES: Record<string, string> = {
  SESSION_SECRET: 'canary-session-secret-6f1d0c',
  DATABASE_URL: 'postgresql://canary-user:canary-db-password-93ab@db.canary.example:6543/postgres',
  SUPABASE_URL: 'https://canary-project-41c2.supabase.co',
  SUPABASE_ANON_KEY: 'canary-anon-key-77e0',
  SUPABASE_SERVICE_ROLE_KEY: 'canary-service-role-key-2b9f',
  OPENAI_API_KEY: 'sk-canary-openai-key-c05e',
  ADMIN_PASSWORD: 'canary-admin-password-a1d4',
  SENTRY_DSN: 'https://canarysentrykey3e7a@o0.ingest.canary.example/0',
  METRICS_TOKEN: 'canary-metrics-token-5d2c90',
}

/**
 * Written by scripts/e2e-build.ts into the server build it made (which every build empties first):
 * the names of the variables it set.
 */
export const CANARY_RECORD = 'build/server/canaries.json'
