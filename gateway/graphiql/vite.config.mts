import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The offline GraphiQL served by the gateway at /graphiql (STACK.md: workers as ES modules, base /graphiql/).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/graphiql/',
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      // GraphiQL's dependencies carry "use client" directives, meaningless in a plain SPA build.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  logLevel: 'warn',
});
