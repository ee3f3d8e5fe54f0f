// A viewer reads records without passport and bank account numbers (masked) or personal documents (hidden); the
// other roles read them whole (issue 27).
import { describe, expect, it } from 'vitest';
import { withoutPersonalData } from '../src/http/personal-data';
import { describeEachDatabase } from './harness';
import { multipartForm, PNG_BYTES } from './multipart-helper';
import { OWNER_VALUES, ownerFields } from './records';
import { successData } from './signed-in-requests';
import { signedInAs } from './staff-accounts';

describe('withoutPersonalData', () => {
  it('masks numbers to their last four characters and hides documents, at any depth', () => {
    expect(
      withoutPersonalData({
        data: [
          {
            passport: {
              passportNo: 'AA1234567',
              passportExpiry: '2030-01-01',
              passportImage: '/api/files/a.png',
            },
            bank: { bankAccNo: '1234567890', bankName: 'KBank', bankImage: null },
            documents: { passport: '/api/files/p.pdf', contract: null },
            subTenants: [{ passport: 'X99887766' }, { passport: '/api/files/s.pdf' }, { passport: '' }],
          },
        ],
      }),
    ).toEqual({
      data: [
        {
          passport: { passportNo: '•••• 4567', passportExpiry: '2030-01-01', passportImage: null },
          bank: { bankAccNo: '•••• 7890', bankName: 'KBank', bankImage: null },
          documents: { passport: null, contract: null },
          subTenants: [{ passport: '•••• 7766' }, { passport: null }, { passport: '' }],
        },
      ],
    });
  });

  it("masks a search hit's matched number and an audit change of a personal field", () => {
    expect(withoutPersonalData({ matched: { name: 'bankAccNo', value: '1234567890' } })).toEqual({
      matched: { name: 'bankAccNo', value: '•••• 7890' },
    });
    expect(
      withoutPersonalData({
        changes: [{ field: 'subTenants[0][passport]', before: 'A1234', after: 'B5678' }],
      }),
    ).toEqual({ changes: [{ field: 'subTenants[0][passport]', before: '•••• 1234', after: '•••• 5678' }] });
  });
});

describeEachDatabase('personal data by role', (getContext) => {
  const image = { bytes: PNG_BYTES, type: 'image/png', fileName: 'scan.png' };

  async function storedOwner(): Promise<string> {
    const context = getContext();
    const token = await context.login();
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/owner/register',
      headers: context.authorized(token),
      payload: multipartForm(ownerFields(), { passportImage: image, bankImage: image }) as unknown as string,
    });
    return successData(response)._id;
  }

  async function ownerAs(role: 'viewer' | 'agent', id: string) {
    const context = getContext();
    const token = await signedInAs(context, role);
    return successData(
      await context.app.inject({
        method: 'GET',
        url: `/api/owner?id=${id}`,
        headers: context.authorized(token),
      }),
    );
  }

  it('a viewer sees the numbers masked and no passport or bank scan', async () => {
    const owner = await ownerAs('viewer', await storedOwner());
    expect(owner.passport).toMatchObject({
      passportNo: `•••• ${OWNER_VALUES.passportNo.slice(-4)}`,
      passportImage: null,
    });
    expect(owner.bank).toMatchObject({
      bankAccNo: `•••• ${OWNER_VALUES.bankAccNo.slice(-4)}`,
      bankImage: null,
    });
    expect(owner.profile.name).toBe(OWNER_VALUES.name);
  });

  it('finds no record for a viewer through a number the viewer reads masked, which would unmask it digit by digit', async () => {
    const id = await storedOwner();
    const context = getContext();
    const search = async (role: 'viewer' | 'agent', q: string) => {
      const token = await signedInAs(context, role);
      const answer = successData(
        await context.app.inject({
          method: 'GET',
          url: `/api/search?q=${encodeURIComponent(q)}`,
          headers: context.authorized(token),
        }),
      );
      const owners = answer.groups.find((group: { kind: string }) => group.kind === 'owner')?.hits ?? [];
      return owners.find((hit: { id: string }) => hit.id === id);
    };
    for (const number of [OWNER_VALUES.passportNo, OWNER_VALUES.bankAccNo]) {
      expect((await search('agent', number))?.matched.value, number).toBe(number);
      expect(await search('viewer', number), number).toBeUndefined();
    }
    expect((await search('viewer', OWNER_VALUES.name))?.matched).toEqual({
      name: 'name',
      value: OWNER_VALUES.name,
    });
  });

  it('answers lists, searches and histories of personal data with Cache-Control: no-store', async () => {
    const id = await storedOwner();
    const context = getContext();
    const headers = context.authorized(await signedInAs(context, 'agent'));
    for (const url of [
      '/api/owner/all',
      `/api/search?q=${encodeURIComponent(OWNER_VALUES.passportNo)}`,
      `/api/audit?entity=owner&id=${id}`,
    ]) {
      const answer = await context.app.inject({ method: 'GET', url, headers });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('an agent sees them whole', async () => {
    const owner = await ownerAs('agent', await storedOwner());
    expect(owner.passport.passportNo).toBe(OWNER_VALUES.passportNo);
    expect(owner.bank.bankAccNo).toBe(OWNER_VALUES.bankAccNo);
    expect(owner.passport.passportImage).toMatch(/\/api\/files\//);
  });
});
