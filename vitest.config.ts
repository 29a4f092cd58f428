import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const alias = { '~': fileURLToPath(new URL('./app', import.meta.url)) }

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. The integration files
    // mostly wait on their workerd processes: three files at a time keep both cores busy (179 s with two,
    // 142–165 s with three, on this machine).
    maxWorkers: Math.max(3, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['app/**/*.test.ts', 'scripts/**/*.test.mjs'],
          setupFiles: ['tests/support/no-console-error.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          // tests/security: the attacks of docs/security.md replayed (`npm run security` runs them alone).
          include: ['tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
          setupFiles: ['tests/support/no-console-error.ts'],
          globalSetup: ['tests/support/bundles.ts'],
          // The files share each worker's loaded modules (Miniflare, the support code): none of them mocks a
          // module, and each starts its own workers and servers.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
