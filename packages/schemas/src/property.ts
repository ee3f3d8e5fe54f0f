import { z } from 'zod';
import { MAX_LENGTH, optionalDate, optionalText, requiredText, type TextRules } from './common';
import {
  PROPERTY_MESSAGES,
  type PROPERTY_MULTIPART_NAMES,
  PROPERTY_STATUSES,
  type PropertyStatus,
} from './property-fields';

const DECIMAL = /^-?\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;
/** Amounts and sizes stay below a trillion: anything larger is a typing slip. */
const MAX_AMOUNT = 1_000_000_000_000;
const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/** The property's fields as people read them (the form's labels), for the messages of the bounds. */
const labels = {
  owner: 'Owner',
  name: 'Name',
  refId: 'Ref ID',
  type: 'Type',
  condoName: 'Condo name',
  size: 'Size',
  rooms: 'Rooms',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  floors: 'Floors',
  status: 'Status',
  threeSixtyTour: '360° tour',
  billingDate: 'Billing date',
  englishLink: 'English link',
  thaiLink: 'Thai link',
  address: 'Address',
  description: 'Description',
  latitude: 'Latitude',
  longitude: 'Longitude',
  neighbourhood: 'Neighbourhood',
  monthlyRent: 'Monthly rent',
  estimatedRent: '6-Month rate',
  managementFee: 'Management fee',
} satisfies Record<keyof typeof PROPERTY_MULTIPART_NAMES, string>;

/** Addresses and descriptions: long and multi-line. */
const LONG_TEXT: TextRules = { max: MAX_LENGTH.long, multiline: true };
/** Web addresses may be long (maps and listing links), but stay on one line. */
const WEB_ADDRESS_TEXT: TextRules = { max: MAX_LENGTH.long };

/** An optional number typed as text (forms and multipart bodies); empty means "not given". */
function optionalNumber(label: string, message: string, { whole = false, min = 0, max = MAX_AMOUNT } = {}) {
  return optionalText(label)
    .refine(
      (value) => {
        if (value === undefined) return true;
        if (!(whole ? WHOLE : DECIMAL).test(value)) return false;
        const number = Number(value);
        return number >= min && number <= max;
      },
      { error: message },
    )
    .transform((value) => (value === undefined ? undefined : Number(value)));
}

const wholeCount = (label: string, message: string) =>
  optionalNumber(label, message, { whole: true, max: 1000 });

function optionalWebAddress(label: string, message: string) {
  return optionalText(label, WEB_ADDRESS_TEXT).refine(
    (value) => value === undefined || WEB_ADDRESS.test(value),
    { error: message },
  );
}

const optionalStatus = optionalText(labels.status)
  .refine((value) => value === undefined || (PROPERTY_STATUSES as readonly string[]).includes(value), {
    error: PROPERTY_MESSAGES.status,
  })
  .transform((value) => value as PropertyStatus | undefined);

/** Every field but owner and name: optional on both add and edit, checked the same way. */
const optionalPropertyFields = {
  refId: optionalText(labels.refId),
  type: optionalText(labels.type),
  condoName: optionalText(labels.condoName),
  size: optionalNumber(labels.size, PROPERTY_MESSAGES.size),
  rooms: wholeCount(labels.rooms, PROPERTY_MESSAGES.rooms),
  bedrooms: wholeCount(labels.bedrooms, PROPERTY_MESSAGES.bedrooms),
  bathrooms: wholeCount(labels.bathrooms, PROPERTY_MESSAGES.bathrooms),
  floors: wholeCount(labels.floors, PROPERTY_MESSAGES.floors),
  status: optionalStatus,
  threeSixtyTour: optionalWebAddress(labels.threeSixtyTour, PROPERTY_MESSAGES.threeSixtyTour),
  billingDate: optionalDate(labels.billingDate),
  englishLink: optionalWebAddress(labels.englishLink, PROPERTY_MESSAGES.englishLink),
  thaiLink: optionalWebAddress(labels.thaiLink, PROPERTY_MESSAGES.thaiLink),
  address: optionalText(labels.address, LONG_TEXT),
  description: optionalText(labels.description, LONG_TEXT),
  latitude: optionalNumber(labels.latitude, PROPERTY_MESSAGES.latitude, { min: -90, max: 90 }),
  longitude: optionalNumber(labels.longitude, PROPERTY_MESSAGES.longitude, { min: -180, max: 180 }),
  neighbourhood: optionalText(labels.neighbourhood),
  monthlyRent: optionalNumber(labels.monthlyRent, PROPERTY_MESSAGES.monthlyRent),
  estimatedRent: optionalNumber(labels.estimatedRent, PROPERTY_MESSAGES.estimatedRent),
  managementFee: optionalNumber(labels.managementFee, PROPERTY_MESSAGES.managementFee),
};

/**
 * "Add Property" (SPEC 5 shows no rules, so these are ours): owner and name are required, numbers must be
 * numbers, status one of SPEC 9's values, dates real dates, links web addresses. Used by the form and the server.
 */
export const propertyCreateSchema = z.object({
  owner: requiredText(labels.owner, PROPERTY_MESSAGES.ownerRequired),
  name: requiredText(labels.name, PROPERTY_MESSAGES.nameRequired),
  ...optionalPropertyFields,
});
export type PropertyCreateInput = z.input<typeof propertyCreateSchema>;
export type PropertyCreate = z.output<typeof propertyCreateSchema>;

/** "Edit Property": every field optional; an empty value means "not changed", so an edit never wipes data. */
export const propertyUpdateSchema = z.object({
  owner: optionalText(labels.owner),
  name: optionalText(labels.name),
  ...optionalPropertyFields,
});
export type PropertyUpdateInput = z.input<typeof propertyUpdateSchema>;
export type PropertyUpdate = z.output<typeof propertyUpdateSchema>;
