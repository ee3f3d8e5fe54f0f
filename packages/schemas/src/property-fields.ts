// The multipart names of a property form (SPEC 7), the choices it offers and the property's messages, without zod:
// the api-client, which every page loads, and the form's drawing need only these, not the schemas.
import { fieldMessages } from './text-rules';

/** SPEC 9: at most 5 photos per property. */
export const MAX_PROPERTY_IMAGES = 5;
/** The largest photo and the largest document a property form may carry. */
export const MAX_PROPERTY_PHOTO_MEGABYTES = 5;
export const MAX_PROPERTY_DOCUMENT_MEGABYTES = 10;

/** The choices the property form offers (SPEC 2 "Add Property"). */
export const PROPERTY_TYPES = ['type 1', 'type 2', 'type 3'] as const;
export const CONDO_NAMES = ['condoName 1', 'condoName 2', 'condoName 3'] as const;
export const NEIGHBOURHOODS = ['Neighbourhood 1', 'Neighbourhood 2', 'Neighbourhood 3'] as const;

/** SPEC 3 "the form also carries a fixed default link value": the 360° tour link a new property starts with. */
export const DEFAULT_THREE_SIXTY_TOUR = 'https://my.matterport.com/';

/** SPEC 4 and 9: the values a property's status takes. */
export const PROPERTY_STATUSES = ['closed', 'rented', 'available', 'on hold'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

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

/** A received multipart body's text fields (by multipart name) as the flat fields the schemas read. */
export function propertyFieldsFromMultipart(received: Record<string, string>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const field of PROPERTY_TEXT_FIELDS) {
    const value = received[PROPERTY_MULTIPART_NAMES[field]];
    if (value !== undefined) flat[field] = value;
  }
  return flat;
}

/** The two document uploads, by their multipart names. */
export const PROPERTY_DOCUMENT_FIELDS = {
  titleDeed: 'documents[titleDeed]',
  managementContract: 'documents[managementContract]',
} as const;
export type PropertyDocumentField = keyof typeof PROPERTY_DOCUMENT_FIELDS;

/** The multipart name of the photos, repeated once per photo. */
export const PROPERTY_IMAGES_FIELD = 'images';

/** The rules of the property form (SPEC 5 shows none, so these are ours), then the answers of the property routes. */
export const PROPERTY_MESSAGES = {
  ownerRequired: 'Owner is required',
  nameRequired: 'Name is required',
  status: `Status must be one of: ${PROPERTY_STATUSES.join(', ')}`,
  billingDate: fieldMessages.date('Billing date'),
  size: 'Size must be a number (0 or more)',
  rooms: 'Rooms must be a whole number from 0 to 1000',
  bedrooms: 'Bedrooms must be a whole number from 0 to 1000',
  bathrooms: 'Bathrooms must be a whole number from 0 to 1000',
  floors: 'Floors must be a whole number from 0 to 1000',
  latitude: 'Latitude must be a number from -90 to 90',
  longitude: 'Longitude must be a number from -180 to 180',
  monthlyRent: 'Monthly rent must be a number (0 or more)',
  estimatedRent: '6-Month rate must be a number (0 or more)',
  managementFee: 'Management fee must be a number (0 or more)',
  threeSixtyTour: '360° tour must be a web address starting with http:// or https://',
  englishLink: 'English link must be a web address starting with http:// or https://',
  thaiLink: 'Thai link must be a web address starting with http:// or https://',

  id: { required: 'The property id is required.', invalid: 'The property id is not valid.' },
  notFound: 'Property not found.',
  chooseExisting: 'Choose an existing property.',
  tooManyPhotos: `A property may have at most ${MAX_PROPERTY_IMAGES} photos.`,
  photoTooLarge: `A photo may be at most ${MAX_PROPERTY_PHOTO_MEGABYTES} MB.`,
  documentTooLarge: `A document may be at most ${MAX_PROPERTY_DOCUMENT_MEGABYTES} MB.`,
  photoType: 'Photos must be PNG, JPEG or WebP.',
  documentType: 'Documents must be PDF, PNG, JPEG or WebP.',
};
