// Bundles the API and our workspace packages (TypeScript source) into dist/server.js;
// third-party packages stay in node_modules (PGlite loads its own wasm files from there).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
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
