// The multipart names of a property form (SPEC 7), without zod: the api-client, which every page loads, needs
// only these names, not the schemas.

/** SPEC 9: at most 5 photos per property. */
export const MAX_PROPERTY_IMAGES = 5;

/**
 * The text fields of a property form, flat, and the multipart name each is sent under (SPEC 7 "Add payload":
 * top-level fields, location[x], financialInfo[x]). The server maps the names back before validating.
 */
export const PROPERTY_MULTIPART_NAMES = {
  owner: 'owner',
  name: 'name',
  refId: 'refId',
  type: 'type',
  condoName: 'condoName',
  size: 'size',
  rooms: 'rooms',
  bedrooms: 'bedrooms',
  bathrooms: 'bathrooms',
  floors: 'floors',
  status: 'status',
  threeSixtyTour: 'threeSixtyTour',
  billingDate: 'billingDate',
  englishLink: 'englishLink',
  thaiLink: 'thaiLink',
  address: 'address',
  description: 'description',
  latitude: 'location[latitude]',
  longitude: 'location[longitude]',
  neighbourhood: 'location[neighbourhood]',
  monthlyRent: 'financialInfo[monthlyRent]',
  estimatedRent: 'financialInfo[estimatedRent]',
  managementFee: 'financialInfo[managementFee]',
} as const;
export type PropertyTextField = keyof typeof PROPERTY_MULTIPART_NAMES;
export const PROPERTY_TEXT_FIELDS = Object.keys(PROPERTY_MULTIPART_NAMES) as PropertyTextField[];

/** The two document uploads, by their multipart names. */
export const PROPERTY_DOCUMENT_FIELDS = {
  titleDeed: 'documents[titleDeed]',
  managementContract: 'documents[managementContract]',
} as const;
export type PropertyDocumentField = keyof typeof PROPERTY_DOCUMENT_FIELDS;

/** The multipart name of the photos, repeated once per photo. */
export const PROPERTY_IMAGES_FIELD = 'images';
