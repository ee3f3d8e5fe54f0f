/** SPEC 9: the values a property's status takes. */
export type PropertyStatus = 'closed' | 'rented' | 'available' | 'on hold';

/** The fields of a property (SPEC 3) that an owner's properties table shows. */
export interface PropertySummary {
  _id: string;
  name: string;
  condoName: string;
  address: string;
  size: string | number;
  rooms: string | number;
  /** One of PropertyStatus. */
  status: string;
  financialInfo: {
    monthlyRent: string | number;
  };
}
