import type { SearchKind } from '@pm/schemas/search';

/** The heading of each group of hits. */
export const KIND_LABELS: Record<SearchKind, string> = {
  owner: 'Owners',
  property: 'Properties',
  tenant: 'Tenants',
  subTenant: 'Sub-tenants',
  contract: 'Contracts',
};

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  nickName: 'Nickname',
  firstName: 'First name',
  surName: 'Surname',
  email: 'Email',
  contactNo: 'Contact no',
  whatsAppNo: 'WhatsApp no',
  passportNo: 'Passport no',
  bankAccNo: 'Bank account',
  refId: 'Ref',
  condoName: 'Condo',
  address: 'Address',
  contractRefName: 'Reference',
  agentName: 'Agent',
  coAgentName: 'Co-agent',
  startDate: 'Start',
  finishDate: 'Finish',
};

export const fieldLabel = (name: string) => FIELD_LABELS[name] ?? name;
