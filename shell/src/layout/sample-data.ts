// Fixed sample entries of the top bar (SPEC 2 "Side menu and top bar").
export const sampleUser = { name: 'John Smith', role: 'Administrator', initials: 'JS' };

export const quickAddEntries = [
  'Add Bank',
  'Create Transfer',
  'Create Ledger',
  'Add Vedor Bill',
  'Add Customer Bill',
  'Add User',
];

export const sampleNotifications = [
  { title: 'Rent received', detail: 'Unit 12B paid $1,250', time: '5 min ago' },
  { title: 'Contract ending', detail: 'Sukhumvit 24 ends in 30 days', time: '1 hour ago' },
  { title: 'New tenant', detail: 'Maria Lopez was added', time: 'Yesterday' },
];

export const sampleMessages = [
  { from: 'Anna Lee', text: 'The water heater in 4A is fixed.', time: '10 min ago' },
  { from: 'Peter Chan', text: 'Can we move the viewing to Friday?', time: '2 hours ago' },
  { from: 'Sara Kim', text: 'Owner statement for May is ready.', time: 'Yesterday' },
];

export const userMenuEntries = ['Edit Profile', 'Appearance', 'Language'];
