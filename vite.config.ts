import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

export default defineConfig({
  server: { port: 3000 },
  build: { target: 'es2022', rollupOptions: { output: { experimentalMinChunkSize: 8_000 } } },
  // The icons the site uses are bundled into the server build: importing lucide-react's index
  // loads every one of its 1,600 icon modules, which was a fifth of the server's cold start.
  ssr: { noExternal: ['lucide'] },
  // `npm run dev`: the browser's dependencies, pre-bundled before the first page is served. Vite
  // finds these only as the first page's modules are transformed, and re-bundling them then, after
  // React was bundled, reloaded the page onto a second copy of React that could not hydrate. The
  // native password library only ever runs on the server; its browser entry needs a WebAssembly
  // build we do not install, so Vite must not try to bundle it for the browser at all.
  optimizeDeps: {
    include: [
      '@conform-to/react',
      '@remix-run/node',
      'cookie',
      'lucide',
      'p-limit',
      'remix-themes',
      'remix-themes/build/theme-provider',
      'zod',
    ],
    exclude: ['@node-rs/bcrypt'],
  },
  plugins: [
    tailwindcss(),
    remix({
      // A test builds into a scratch directory, with secrets in its environment, to prove none
      // reaches the browser (e2e/http.spec.ts); everyone else builds into build/.
      buildDirectory: process.env.BUILD_DIRECTORY ?? 'build',
      ignoredRouteFiles: ['**/*.test.*', '**/__*.*'],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    tsconfigPaths(),
  ],
})
