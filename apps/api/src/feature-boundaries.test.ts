import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

/**
 * Decision 027: a feature imports modules (through their index.ts), lib/, plugins and its own
 * files, never another feature's. Biome's noRestrictedImports matches the import's text, not the
 * file it names: `../b/x` is another feature from `features/a/x.ts` but the same feature from
 * `features/a/sub/x.ts`, so this test resolves each relative import and checks where it lands.
 */
const SRC = dirname(fileURLToPath(import.meta.url));

const IMPORT_PATTERN =
  /\b(?:import|export)\s[^;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]|\bvi\.mock\(\s*['"]([^'"]+)['"]/g;

/** Each `features/<a>/…` file's imports that reach another feature or a module's inner file. */
function findBoundaryCrossings(files: Map<string, string>): string[] {
  const crossings: string[] = [];
  for (const [file, text] of files) {
    const [top, feature] = file.split('/');
    if (top !== 'features') {
      continue;
    }
    for (const match of text.matchAll(IMPORT_PATTERN)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? '';
      if (!specifier.startsWith('.')) {
        continue;
      }
      const target = posix.normalize(posix.join(posix.dirname(file), specifier));
      const [targetTop, targetName, ...rest] = target.split('/');
      if (targetTop === 'features' && targetName !== feature) {
        crossings.push(`${file} imports another feature: ${target}`);
      }
      if (targetTop === 'modules' && rest.length > 0 && rest.join('/') !== 'index') {
        crossings.push(`${file} reaches past modules/${targetName}/index.ts: ${target}`);
      }
    }
  }
  return crossings;
}

function readSources(dir: string, files = new Map<string, string>()): Map<string, string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      readSources(path, files);
    } else if (/\.tsx?$/.test(entry.name)) {
      files.set(relative(SRC, path).split('\\').join('/'), readFileSync(path, 'utf8'));
    }
  }
  return files;
}

describe('feature boundaries (decision 027)', () => {
  test('no feature imports another feature, and modules only through their index.ts', () => {
    expect(findBoundaryCrossings(readSources(join(SRC, 'features')))).toEqual([]);
  });

  test('the scan sees a crossing however the import is written', () => {
    const planted = new Map([
      [
        'features/receiving/sub/receive.ts',
        [
          "import { a } from '../../notifications/notify-customer';",
          "import type {\n  B,\n} from '../../../modules/packages/move-package';",
          "export { c } from '../../warehouses/warehouse.presenter';",
          "const d = await import('../../packages/package.presenter');",
          "import { own } from '../receiving.routes';",
          "import { door } from '../../../modules/packages';",
          "import { lib } from '../../../lib/clock';",
          "import { z } from 'zod';",
        ].join('\n'),
      ],
      ['modules/packages/move-package.ts', "import { x } from '../files/file-store';"],
    ]);
    expect(findBoundaryCrossings(planted)).toEqual([
      'features/receiving/sub/receive.ts imports another feature: features/notifications/notify-customer',
      'features/receiving/sub/receive.ts reaches past modules/packages/index.ts: modules/packages/move-package',
      'features/receiving/sub/receive.ts imports another feature: features/warehouses/warehouse.presenter',
      'features/receiving/sub/receive.ts imports another feature: features/packages/package.presenter',
    ]);
  });
});
