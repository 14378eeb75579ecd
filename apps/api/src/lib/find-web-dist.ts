import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/web/dist, found by walking up from this module (works from src/ under tsx and from the bundle). */
export function findWebDist(configured: string | undefined): string | undefined {
  if (configured) {
    return existsSync(configured) ? resolve(configured) : undefined;
  }
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth += 1) {
    const candidate = join(dir, 'apps', 'web', 'dist');
    if (existsSync(join(candidate, 'index.html'))) {
      return candidate;
    }
    const sibling = join(dir, 'web', 'dist');
    if (existsSync(join(sibling, 'index.html'))) {
      return sibling;
    }
    dir = dirname(dir);
  }
  return undefined;
}
