import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from './record-columns';

/** SPEC 3 "Owner", flat; owner-answer.ts maps a row to the stored JSON shape. Images are stored file names. */
export const owners = pgTable(
  'owners',
  {
    ...recordColumns(),
    /** Trimmed, as typed; unique ignoring case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    nickName: text('nick_name').notNull(),
    contactNo: text('contact_no').notNull(),
    emergencyNo: text('emergency_no').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    profileImage: text('profile_image'),
    payGovtTax: boolean('pay_govt_tax').notNull().default(true),
    payCommonAreaFee: boolean('pay_common_area_fee').notNull().default(true),
    billingThreshold: text('billing_threshold'),
    passportNo: text('passport_no').notNull(),
    passportExpiry: date('passport_expiry', { mode: 'string' }).notNull(),
    passportImage: text('passport_image'),
    bankAccNo: text('bank_acc_no').notNull(),
    bankName: text('bank_name').notNull(),
    bankBranch: text('bank_branch').notNull(),
    bankImage: text('bank_image'),
  },
  (table) => [
    uniqueIndex('owners_email_unique').on(sql`lower(${table.email})`),
    // The list order: newest first, id as the tiebreak.
    index('owners_created_at_id').on(table.createdAt.desc(), table.id.desc()),
  ],
);

export type OwnerRow = typeof owners.$inferSelect;
export type NewOwnerRow = typeof owners.$inferInsert;
