// `npm run test:scripts`: the ids of the modules whose identifiers hold the checkout's absolute path.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { idsForKeys, pathFreeIdentifier } from './path-free-module-ids.mjs';

/** An identifier as rspack writes it for an app built in `root`. */
const inFolder = (root) => ({
  consume: `consume shared module (default) react@^19.0.0 (strict) (fallback: ${root}/node_modules/.pnpm/react@19.3.1/node_modules/react/index.js) (eager)`,
  provide: `provide shared module (default) @pm/session@1.0.0 = ${root}/packages/session/src/session.ts`,
  dataModule: `builtin:swc-loader??ruleSet[1].rules[0].use[0]!data:text/javascript,import%20x%20from%20%22${encodeURIComponent(`${root}/node_modules/x/index.cjs`)}%22%3B`,
  source: `builtin:swc-loader??ruleSet[1].rules[0].use[0]!${root}/shell/src/index.ts`,
  library: `javascript/esm|${root}/node_modules/.pnpm/ky@1.9.1/node_modules/ky/distribution/index.js`,
});

describe('a path-free identifier', () => {
  const here = inFolder('/work/main');
  const elsewhere = inFolder('/check/work/main');

  it('is the same for a federation module built in any folder, and holds no absolute path', () => {
    for (const kind of ['consume', 'provide', 'dataModule']) {
      const pathFree = pathFreeIdentifier(here[kind], '/work/main/shell');
      assert.equal(pathFree, pathFreeIdentifier(elsewhere[kind], '/check/work/main/shell'));
      assert.doesNotMatch(pathFree, /work\/main/);
    }
    assert.match(
      pathFreeIdentifier(here.consume, '/work/main/shell'),
      /\(fallback: \.\.\/node_modules\/\.pnpm\/react@19\.3\.1\/node_modules\/react\/index\.js\)/,
    );
  });

  it('is none for a module whose path rspack makes relative itself (its id is path-free already)', () => {
    assert.equal(pathFreeIdentifier(here.source, '/work/main/shell'), undefined);
    assert.equal(pathFreeIdentifier(here.library, '/work/main/shell'), undefined);
  });
});

describe('ids for keys', () => {
  it('are the same whatever order the keys come in, distinct, and below the range', () => {
    const keys = Array.from({ length: 50 }, (_, index) => `webpack/sharing/consume/default/module-${index}`);
    const ids = idsForKeys(keys, 100);
    assert.deepEqual([...idsForKeys([...keys].reverse(), 100)].sort(), [...ids].sort());
    assert.equal(new Set(ids.values()).size, keys.length);
    for (const id of ids.values()) assert.ok(Number.isInteger(id) && id >= 0 && id < 100);
  });
});
