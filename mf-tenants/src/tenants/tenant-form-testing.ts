// Test support of the tenant page tests (never imported by app code).

/** The personal information of the stored tenant (TENANT_VALUES and its email) as a user types it, by label. */
export const typedPersonal = {
  'First Name': 'John',
  Nickname: 'Johnny',
  Surname: 'Smith',
  'Contact No.': '0812345678',
  'WhatsApp No.': '0899999999',
  'Date of Birth': '1990-01-15',
  Email: 'john@example.com',
  Nationality: 'British',
  'Home Address': '1 Baker Street, London',
};
