// Bundles the API and our workspace packages (TypeScript source) into dist/server.js and the
// first-admin command into dist/create-admin.js, the invoice PDF worker into
// dist/render-invoice-pdf.worker.js (README: Development and production);
// third-party packages stay in node_modules (PGlite loads its own wasm files from there).
import { build } from 'esbuild';

await build({
  entryPoints: {
    server: 'src/server.ts',
    'create-admin': 'src/create-admin.ts',
    // A worker thread's code is its own file (render-invoice-pdf-aside.ts finds it beside server.js).
    'render-invoice-pdf.worker': 'src/modules/invoice-documents/render-invoice-pdf.worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@skyparcel/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
