// Bundles the API and our workspace packages (TypeScript source) into dist/server.js and the
// first-admin command into dist/create-admin.js, the invoice PDF worker into
// dist/render-invoice-pdf.worker.js (README: Development and production);
// third-party packages stay in node_modules (PGlite loads its own wasm files from there).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: {
    server: 'src/server.ts',
    'create-admin': 'src/create-admin.ts',
    // The one-off move of UPLOADS_DIR to the S3 bucket (decision 070).
    'files-to-s3': 'src/files-to-s3.ts',
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

// The build's version and commit, for the System page (decision 066): read at boot from beside
// server.js. A copy without git (an unpacked archive) says so with a null commit.
const version = JSON.parse(readFileSync('package.json', 'utf8')).version;
let commit = null;
try {
  commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', timeout: 5_000 }).trim();
} catch {
  commit = null;
}
mkdirSync('dist', { recursive: true });
writeFileSync(
  'dist/build-info.json',
  `${JSON.stringify({ version, commit, builtAt: new Date().toISOString() }, null, 2)}\n`,
);
