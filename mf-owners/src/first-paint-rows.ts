// For the build alone (pm-first-paints): the first paints of the owners list and of an owner's page carry their
// owners, drawn by the server into drawings made from these samples (@pm/ui FirstPaintRowsSource). The browser
// never loads it.
import { ownerList, ownerOne } from '@pm/api-contract/routes';
import type { Owner } from '@pm/schemas/records';
import type { ScreenFirstPaintRows } from '@pm/ui';
import type screens from './screens.json';

const withPicture: Owner = {
  _id: '00000000-0000-4000-8000-000000000001',
  __v: 0,
  email: 'owner@example.com',
  profile: {
    name: 'Somchai Jaidee',
    nickName: 'Chai',
    contactNo: '0812345678',
    emergencyNo: '0898765432',
    dob: '1980-01-31',
    profileImage: '/api/files/picture.jpg?expires=1&signature=s',
    payGovtTax: true,
    payCommonAreaFee: false,
    billingThreshold: null,
  },
  passport: { passportNo: 'AA1234567', passportExpiry: '2030-12-31', passportImage: null },
  bank: { bankAccNo: '1234567890', bankName: 'Kasikorn', bankBranch: 'Silom', bankImage: null },
};

const withoutPicture: Owner = { ...withPicture, profile: { ...withPicture.profile, profileImage: null } };
const picture = withPicture.profile.profileImage;
const scan = '/api/files/scan.png?expires=1&signature=s';

/** An owner's page draws their picture and their passport and bank scans, each there or not: every way of it. */
const everyWayOfImages: Owner[] = [picture, null].flatMap((profileImage) =>
  [scan, null].flatMap((passportImage) =>
    [scan, null].map((bankImage) => ({
      ...withPicture,
      profile: { ...withPicture.profile, profileImage },
      passport: { ...withPicture.passport, passportImage },
      bank: { ...withPicture.bank, bankImage },
    })),
  ),
);

export const firstPaintRows: ScreenFirstPaintRows<typeof screens> = {
  'owners-list': { route: ownerList, samples: [withPicture, withoutPicture] },
  'owner-details': { route: ownerOne, params: { id: 'id' }, samples: everyWayOfImages },
};
