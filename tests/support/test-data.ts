// Request bodies that unit tests of the mock and the contract suite both send: one copy here.

/** A complete dealer application (POST /accounts/signup) for `email`. */
export const application = (email: string) => ({
  email,
  firstName: 'Sam',
  lastName: 'Ortega',
  phoneNumber: '678-555-0110',
  companyName: 'Ortega Cabinet Co',
  taxId: '12-3456789',
  addressLine1: '5 Mill Rd',
  city: 'Marietta',
  state: 'GA',
  zipCode: '30060',
  currentSupplier: 'Local lumber yard',
  averagePurchase: '25000',
  services: ['Design Services'],
  source: 'Trade show',
  businessType: 'Remodeler',
});
