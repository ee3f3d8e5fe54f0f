import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { declarationProblems } from './screens.mjs';

const owners = { path: '/owners', title: 'Owners List', section: 'owners-list' };

describe('declarationProblems', () => {
  it('accepts a screen drawn before its data comes', () => {
    assert.deepEqual(
      declarationProblems('mf_owners', { 'owners-list': { ...owners, firstPaint: true } }),
      [],
    );
  });

  it('names the screen and the field of each wrong value, one sentence each', () => {
    assert.deepEqual(
      declarationProblems('mf_owners', {
        'owners-list': { ...owners, firstPaint: 'yes', public: 1 },
        'owner-add': { ...owners, path: 'add-owner', roles: ['owner'] },
      }),
      [
        'mf_owners screen owners-list: public must be true or false.',
        'mf_owners screen owners-list: firstPaint must be true or false.',
        'mf_owners screen owner-add: path must look like /reports or /report/:id.',
        'mf_owners screen owner-add: roles must list some of admin, agent, viewer.',
      ],
    );
  });
});
