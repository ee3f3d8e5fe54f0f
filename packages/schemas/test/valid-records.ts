// Valid form values of each domain for the schema tests.

/** An owner as the register form sends it, without the optional billing threshold. */
export const VALID_OWNER = {
  name: 'Somchai Jaidee',
  nickName: 'Chai',
  email: 'somchai@example.com',
  contactNo: '0812345678',
  emergencyNo: '0898765432',
  dob: '1980-04-12',
  password: 'longenough',
  passportNo: 'AA1234567',
  passportExpiry: '2030-01-31',
  bankAccNo: '1234567890',
  bankName: 'Kasikorn',
  bankBranch: 'Silom',
};

/** A tenant as the register form sends it, without sub-tenants. */
export const VALID_TENANT = {
  property: '6f1c0d2e-1111-4a4a-8b8b-123456789abc',
  firstName: 'John',
  nickName: 'Johnny',
  surName: 'Smith',
  contactNo: '0812345678',
  whatsAppNo: '0812345678',
  dob: '1990-01-15',
  email: 'john@example.com',
  password: 'Tenant@12345',
  nationality: 'British',
  homeAddress: '1 Baker Street, London',
};
