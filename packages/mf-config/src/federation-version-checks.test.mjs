// `npm run test:scripts`: the federation runtime's version checks, as patched (patches/README.md), answer as npm's
// own semver does for the release versions and caret ranges every page asks about, and as the unpatched runtime
// did for the rest (its answers, recorded from @module-federation/runtime-core 2.9.2 before the patch).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { satisfy } from '@module-federation/runtime-core';
import semver from 'semver';

const RELEASES = [
  '1.0.0',
  '1.2.3',
  '1.2.4',
  '1.3.0',
  '1.10.0',
  '2.0.0',
  '9.5.0',
  '11.14.1',
  '19.0.0',
  '19.3.1',
  '20.0.0',
];

describe('the federation runtime checking a shared module version', () => {
  it('answers a caret range of a release as npm semver does, and the same on every asking', () => {
    for (const range of RELEASES.map((release) => `^${release}`)) {
      for (const version of RELEASES) {
        const expected = semver.satisfies(version, range);
        assert.equal(satisfy(version, range), expected, `${version} against ${range}`);
        assert.equal(satisfy(version, range), expected, `${version} against ${range}, asked again`);
      }
    }
  });

  it('answers pre-releases, 0.x carets, tildes, comparators and alternatives as the unpatched runtime did', () => {
    const unpatchedAnswers = [
      ['2.0.0-beta.1', '^2.0.0', false],
      ['2.0.0-beta.1', '^2.0.0-beta.0', true],
      ['0.2.5', '^0.2.3', true],
      ['0.3.0', '^0.2.3', false],
      ['1.2.9', '~1.2.0', true],
      ['1.3.0', '~1.2.0', false],
      ['2.5.0', '^1.2.3 || ^2.0.0', true],
      ['3.0.0', '^1.2.3 || ^2.0.0', false],
      ['1.2.3', '>=1.2.3', true],
      ['v1.2.3', '^1.0.0', true],
    ];
    for (const [version, range, answer] of unpatchedAnswers) {
      assert.equal(satisfy(version, range), answer, `${version} against ${range}`);
    }
  });
});
