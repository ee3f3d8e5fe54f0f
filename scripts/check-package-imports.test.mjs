// `npm run test:scripts` (node's own test runner): the lint check of relative imports across package roots.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findCrossPackageImports, findImportCircles, sourceUnit } from './check-package-imports.mjs';

const packageDirs = ['', 'server', 'e2e', 'shell', 'mf-owners', 'packages/apps', 'packages/ui'];
const check = (path, text) => findCrossPackageImports([{ path, text }], packageDirs);

describe('relative imports across package roots', () => {
  it('accepts relative imports inside a package, nested folders included', () => {
    assert.deepEqual(
      check('server/src/owners/owners-routes.ts', "import { ok } from '../http/envelope';"),
      [],
    );
    assert.deepEqual(check('server/test/owners.test.ts', "import { buildApp } from '../src/app';"), []);
    assert.deepEqual(
      check('e2e/tests/a.spec.ts', "import data from './data.json' with { type: 'json' };"),
      [],
    );
    assert.deepEqual(check('scripts/dev.mjs', "import { pnpm } from './tooling.mjs';"), []);
  });

  it('accepts package names and node built-ins', () => {
    const text =
      "import { remotes } from '@pm/apps';\nimport path from 'node:path';\nimport x from 'shell/bootstrap';";
    assert.deepEqual(check('e2e/support/global-setup.ts', text), []);
  });

  it('finds an import into another package, with its line and both packages', () => {
    const text =
      "import path from 'node:path';\nimport apps from '../../../packages/apps/src/apps.json' with { type: 'json' };";
    assert.deepEqual(check('server/src/web/static-site.ts', text), [
      {
        file: 'server/src/web/static-site.ts',
        line: 2,
        specifier: '../../../packages/apps/src/apps.json',
        from: 'server',
        into: 'packages/apps',
      },
    ]);
  });

  const crossings = [
    [
      'a package into a sibling',
      'e2e/support/harness.ts',
      "import { buildApp } from '../../server/src/app';",
      'server',
    ],
    [
      'a package into a sibling in the same folder',
      'packages/ui/src/theme.ts',
      "export * from '../../apps/src/index.mjs';",
      'packages/apps',
    ],
    [
      'the root package down into a package',
      'scripts/dev.mjs',
      "import apps from '../packages/apps/src/apps.json';",
      'packages/apps',
    ],
    [
      'a package up into the root package',
      'shell/src/a.ts',
      "import { run } from '../../scripts/tooling.mjs';",
      '',
    ],
    [
      'a path outside the repository',
      'scripts/a.mjs',
      "import x from '../../elsewhere/x.mjs';",
      '(outside the repository)',
    ],
  ];
  for (const [what, file, text, into] of crossings) {
    it(`finds ${what}`, () => {
      assert.deepEqual(
        check(file, text).map((found) => found.into),
        [into],
      );
    });
  }

  it('reads dynamic imports, re-exports and require calls, not comments', () => {
    const text = [
      "// import old from '../../server/src/old';",
      "const later = await import('../../server/src/later');",
      "export { x } from '../../mf-owners/src/x';",
      "const y = require('../../server/y.cjs');",
    ].join('\n');
    assert.deepEqual(
      check('e2e/support/mixed.ts', text).map((f) => [f.line, f.into]),
      [
        [2, 'server'],
        [3, 'mf-owners'],
        [4, 'server'],
      ],
    );
  });
});

/** A file of `path` that imports each of `imports`. */
const file = (path, ...imports) => ({
  path,
  text: imports.map((specifier) => `import '${specifier}';`).join('\n'),
});

describe('import circles', () => {
  it('finds a circle of two files through a type-only import, and one of three through a lazy import', () => {
    const circles = findImportCircles([
      {
        path: 'server/src/owners/owner-rows.ts',
        text: "import type { NewOwner } from './owners-repository';",
      },
      file('server/src/owners/owners-repository.ts', './owner-rows'),
      file('shell/src/a.ts', './b'),
      file('shell/src/b.ts', './c.js'),
      { path: 'shell/src/c.ts', text: "const a = () => import('./a');" },
    ]);
    assert.deepEqual(circles, [
      ['server/src/owners/owner-rows.ts', 'server/src/owners/owners-repository.ts'],
      ['shell/src/a.ts', 'shell/src/b.ts', 'shell/src/c.ts'],
    ]);
  });

  it('accepts a layered graph: shared modules below the files that use them', () => {
    const circles = findImportCircles([
      file('server/src/owners/owners-repository.ts', './owner-rows', '../db/statements'),
      file('server/src/owners/owner-rows.ts', '../db/statements'),
      file('server/src/db/database.ts', './statements', './pglite-client'),
      file('server/src/db/pglite-client.ts', './statements'),
      file('server/src/db/statements.ts'),
      file('packages/ui/src/index.ts', './feedback/index'),
      file('packages/ui/src/feedback/index.ts'),
    ]);
    assert.deepEqual(circles, []);
  });
});

describe('circles between the folders of a src', () => {
  it('finds db and http importing each other through different files, tests left out', () => {
    const files = [
      file('server/src/db/record-queries.ts', '../http/envelope'),
      file('server/src/http/envelope.ts'),
      file('server/src/http/health-routes.ts', '../db/database'),
      file('server/src/db/database.ts'),
      file('server/src/app.ts', './http/health-routes'),
      file('server/src/owners/owners.test.ts', '../app'),
    ];
    assert.deepEqual(findImportCircles(files), []);
    assert.deepEqual(findImportCircles(files, sourceUnit), [['server/src/db', 'server/src/http']]);
  });

  it('names a unit: the first folder below src, or a file directly in it; none for tests', () => {
    assert.equal(sourceUnit('server/src/db/schema/owners.ts'), 'server/src/db');
    assert.equal(sourceUnit('server/src/app.ts'), 'server/src/app.ts');
    assert.equal(sourceUnit('shell/src/testing/visit-app.tsx'), undefined);
    assert.equal(sourceUnit('shell/src/routes/route-table.test.ts'), undefined);
    assert.equal(sourceUnit('scripts/dev.mjs'), undefined);
  });
});
