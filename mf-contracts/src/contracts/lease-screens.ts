import { recordPath } from '@pm/ui';
import screens from '../screens.json';

/** Where the lease screens are (issue 25), from the declarations in screens.json. */
export const leaseScreens = {
  expiring: screens['contracts-expiring'].path,
  renew: screens['contract-renew'].path,
};

/** The address of the renewal form of one contract. */
export const renewPath = (id: string) => recordPath(leaseScreens.renew, id);
