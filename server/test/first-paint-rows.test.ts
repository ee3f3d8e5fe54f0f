// A list screen's first paint carries the signed-in visitor's first page of records (issue 26): the server asks its
// API with the visitor's token and writes each record's texts into the row its remote's build drew.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROWS_SLOT, type RowsTemplate, tokenOf } from '@pm/apps/first-paint-rows';
import { ownerRecord } from '@pm/schemas/records';
import { afterAll, expect, it } from 'vitest';
import { createFakeWebRoot, describeEachDatabase, FAKE_AUTH_SCREENS } from './harness';
import { multipartForm } from './multipart-helper';
import { ownerFields } from './records';
import { successData } from './signed-in-requests';
import { signedInAs } from './staff-accounts';

const webRoot = createFakeWebRoot();
afterAll(() => webRoot.cleanup());

/** The fake mf-auth's team screen, drawn with the owners list's rows: each owner's name and passport number. */
const anything = { any: true } as const;
const ROWS: RowsTemplate = {
  source: '/owner/all',
  page: `<table>${ROWS_SLOT}</table>`,
  rows: [
    {
      shape: {
        fields: {
          _id: anything,
          __v: anything,
          email: anything,
          profile: {
            fields: Object.fromEntries(
              Object.keys(ownerRecord.shape.profile.shape).map((field) => [
                field,
                field === 'name' ? { text: 0 } : anything,
              ]),
            ),
          },
          passport: {
            fields: { passportNo: { text: 1 }, passportExpiry: anything, passportImage: anything },
          },
          bank: anything,
        },
      },
      html: `<tr><td title="${tokenOf(0)}">${tokenOf(0)}</td><td>${tokenOf(1)}</td></tr>`,
    },
  ],
};

/** A screen of the fake mf-auth with a parameter, drawn from one owner (GET /owner?id=). */
const MEMBER_SCREEN = { path: '/team/:memberId', title: 'Member', section: 'team' };

/** The fake web root's mf-auth manifest, listing `rows` as the drawing with records of `screen` (team's). */
function deployRows(rows: unknown, screen = 'team') {
  const dist = path.join(webRoot.dir, 'mf-auth', 'dist');
  const manifestFile = path.join(dist, 'mf-manifest.json');
  writeFileSync(path.join(dist, 'first-paint', `${screen}.rows.json`), JSON.stringify(rows));
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.metaData.screens = { ...FAKE_AUTH_SCREENS, member: MEMBER_SCREEN };
  manifest.metaData.firstPaintRows = { [screen]: `first-paint/${screen}.rows.json` };
  writeFileSync(manifestFile, JSON.stringify(manifest));
}

const FIRST_PAINT =
  /<div id="pm-first-paint"( data-pm-rows="([^"]*)")? inert[^>]*>(.*?)<span id="pm-first-paint-end">/s;

describeEachDatabase(
  'a first paint with rows',
  (getContext) => {
    async function teamPage(role: 'admin' | 'viewer', url = '/team') {
      const context = getContext();
      const token = role === 'admin' ? await context.login() : await signedInAs(context, role);
      const page = await context.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', cookie: `auth-token=${token}` },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      const [, , rowsOf, drawing] = FIRST_PAINT.exec(page.body) ?? [];
      return { rowsOf, drawing };
    }

    async function addOwner(fields: Record<string, string>) {
      const context = getContext();
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/owner/register',
        headers: context.authorized(await context.login()),
        payload: multipartForm(ownerFields(fields), {}) as unknown as string,
      });
      return successData(response);
    }

    it('draws the layout "before its data" while there is no record', async () => {
      deployRows(ROWS);
      const { rowsOf, drawing } = await teamPage('admin');
      expect(rowsOf).toBeUndefined();
      expect(drawing).toContain('<p>Team, before its data</p>');
    });

    it("draws the first page of records as the visitor's role reads them, newest first, every text escaped", async () => {
      deployRows(ROWS);
      await addOwner({ name: 'First', passportNo: 'AA1234567' });
      getContext().clock.advance(60);
      await addOwner({ name: `"Tom" & 'Jo' <b>`, passportNo: 'BB7654321' });
      const admin = await teamPage('admin');
      expect(admin.rowsOf).toBe('team');
      expect(admin.drawing).toContain(
        '<table>' +
          '<tr><td title="&quot;Tom&quot; &amp; &#x27;Jo&#x27; &lt;b&gt;">&quot;Tom&quot; &amp; &#x27;Jo&#x27; &lt;b&gt;</td><td>BB7654321</td></tr>' +
          '<tr><td title="First">First</td><td>AA1234567</td></tr>' +
          '</table>',
      );
      const viewer = await teamPage('viewer');
      expect(viewer.drawing).toContain('<td>•••• 4321</td>');
      expect(viewer.drawing).not.toContain('BB7654321');
    });

    it('draws no rows where a record fits no row, or the source is no list of the API', async () => {
      await addOwner({ name: 'Third' });
      const onlyOtherPassports = structuredClone(ROWS);
      const row = onlyOtherPassports.rows[0] as RowsTemplate['rows'][number];
      if ('fields' in row.shape) row.shape.fields.passport = { is: null };
      for (const rows of [
        onlyOtherPassports,
        { ...ROWS, source: '/owner' },
        { ...ROWS, source: '/health' },
        { ...ROWS, source: 'https://elsewhere.test/owner/all' },
        { ...ROWS, page: '<table></table>' },
      ]) {
        deployRows(rows);
        // The catalog reads a manifest again when its file's time changes.
        await new Promise((resolve) => setTimeout(resolve, 20));
        const { rowsOf, drawing } = await teamPage('admin');
        expect(rowsOf, JSON.stringify(rows).slice(0, 80)).toBeUndefined();
        expect(drawing).toContain('<p>Team, before its data</p>');
      }
    });

    it('draws the record its address names as the whole page, or the page before its data', async () => {
      const owner = await addOwner({ name: 'Member <One>' });
      deployRows({ ...ROWS, source: '/owner', params: { id: 'memberId' }, page: ROWS_SLOT }, 'member');
      await new Promise((resolve) => setTimeout(resolve, 20));
      const member = await teamPage('admin', `/team/${owner._id}`);
      expect(member.rowsOf).toBe('member');
      expect(member.drawing).toContain(
        `<tr><td title="Member &lt;One&gt;">Member &lt;One&gt;</td><td>${owner.passport.passportNo}</td></tr>`,
      );
      // No such owner, an id that is no id: the layout's "Loading...".
      for (const id of ['00000000-0000-4000-8000-000000000000', 'x']) {
        const page = await teamPage('admin', `/team/${id}`);
        expect(page.rowsOf, id).toBeUndefined();
        expect(page.drawing).toContain('<p>Loading...</p>');
      }
    });
  },
  // The rows come through the API, whose reads are tested on both databases.
  { webRoot: () => webRoot.dir, databases: ['pglite'] },
);
