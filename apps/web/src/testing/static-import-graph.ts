// Every source file of the app as text (Vite reads them; the test needs no file system).
const SOURCES: Record<string, string> = import.meta.glob('/src/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
// Static imports and re-exports only: `import('…')` is a chunk of its own, loaded later, and
// `import type` is erased.
const STATIC_IMPORT =
  /^\s*(?:import|export)\s(?!type\s)[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

function resolvePath(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') {
      parts.pop();
    } else if (part !== '.') {
      parts.push(part);
    }
  }
  return parts.join('/');
}

/**
 * Every file of ours and every package a module pulls in before any lazy import runs: what the
 * chunk of `entry` carries or waits for (app/chart-chunk.test.ts, features/telemetry).
 */
export function staticImportGraph(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    const source = SOURCES[file];
    if (files.has(file) || source === undefined) {
      return;
    }
    files.add(file);
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      if (!specifier.startsWith('@/') && !specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const base = specifier.startsWith('@/')
        ? `/src/${specifier.slice(2)}`
        : resolvePath(file, specifier);
      const found = EXTENSIONS.map((extension) => base + extension).find(
        (candidate) => candidate in SOURCES,
      );
      if (found) {
        visit(found);
      }
    }
  };
  visit(entry);
  return { files: [...files], packages: [...packages] };
}
