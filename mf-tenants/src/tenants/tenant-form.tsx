import { zodResolver } from '@hookform/resolvers/zod';
import type { SubTenantFormFields, TenantFiles } from '@pm/api-client';
import { isFileUrl, type Tenant, tenantCreateSchema, tenantUpdateSchema } from '@pm/schemas/tenant';
import { MAX_SUB_TENANTS, type TenantFileField } from '@pm/schemas/tenant-fields';
import {
  AddCircleIcon,
  FormDateField,
  FormSection,
  FormSelectField,
  FormTextField,
  ImageUpload,
  type LoadState,
  type SelectOption,
} from '@pm/ui';
import { Box, Button, CircularProgress, Paper, Typography } from '@pm/ui/mui-basics';
import { useState } from 'react';
import { type Control, type Resolver, useFieldArray, useForm } from 'react-hook-form';

/**
 * SPEC 2 / SPEC 9: new tenants get a fixed default password, prefilled and sent with the form. It is a
 * constant on purpose (the agency hands it to the tenant); the tenant changes it later.
 */
export const DEFAULT_TENANT_PASSWORD = 'Tenant@12345';

/** PDF for the contract, the inventory and sub-tenant passport files, and the image types the server accepts. */
export const DOCUMENT_ACCEPT = 'application/pdf,image/png,image/jpeg,image/webp';

export interface SubTenantFormValues {
  /** The stored sub-tenant's id (edit); empty for a new one. */
  _id: string;
  firstName: string;
  nickName: string;
  surName: string;
  email: string;
  contactNo: string;
  whatsAppNo: string;
  dob: string;
  nationality: string;
  homeAddress: string;
  /** The passport number (add form); the edit form takes a file instead. */
  passport: string;
}

export interface TenantFormValues {
  property: string;
  firstName: string;
  nickName: string;
  surName: string;
  contactNo: string;
  whatsAppNo: string;
  dob: string;
  email: string;
  password: string;
  nationality: string;
  homeAddress: string;
  subTenants: SubTenantFormValues[];
}

export const emptySubTenant: SubTenantFormValues = {
  _id: '',
  firstName: '',
  nickName: '',
  surName: '',
  email: '',
  contactNo: '',
  whatsAppNo: '',
  dob: '',
  nationality: '',
  homeAddress: '',
  passport: '',
};

export const newTenantForm: TenantFormValues = {
  property: '',
  firstName: '',
  nickName: '',
  surName: '',
  contactNo: '',
  whatsAppNo: '',
  dob: '',
  email: '',
  password: DEFAULT_TENANT_PASSWORD,
  nationality: '',
  homeAddress: '',
  subTenants: [],
};

/** The form values of a stored tenant, for the edit form (no password; passports are files there). */
export function tenantToFormValues(tenant: Tenant): TenantFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  const date = (value: string | null | undefined) => (value ?? '').slice(0, 10);
  const { profile } = tenant;
  return {
    property: profile.property?._id ?? '',
    firstName: text(profile.firstName),
    nickName: text(profile.nickName),
    surName: text(profile.surName),
    contactNo: text(profile.contactNo),
    whatsAppNo: text(profile.whatsAppNo),
    dob: date(profile.dob),
    email: text(tenant.email),
    password: '',
    nationality: text(profile.nationality),
    homeAddress: text(profile.homeAddress),
    subTenants: (profile.subTenants ?? []).map((subTenant) => ({
      _id: subTenant._id,
      firstName: text(subTenant.firstName),
      nickName: text(subTenant.nickName),
      surName: text(subTenant.surName),
      email: text(subTenant.email),
      contactNo: text(subTenant.contactNo),
      whatsAppNo: text(subTenant.whatsAppNo),
      dob: date(subTenant.dob),
      nationality: text(subTenant.nationality),
      homeAddress: text(subTenant.homeAddress),
      // Left empty: an empty value keeps the stored passport; a new one comes as a file.
      passport: '',
    })),
  };
}

/** What the pages send: the values, sub-tenants with their passport files, and the tenant's files. */
export interface TenantFormSubmission {
  values: Omit<TenantFormValues, 'subTenants'> & { subTenants: SubTenantFormFields[] };
  files: TenantFiles;
}

interface TenantFormProps {
  mode: 'create' | 'update';
  defaultValues: TenantFormValues;
  /** The properties to choose from (loaded by the page). */
  properties: LoadState<SelectOption[]>;
  /** The stored tenant (edit): file previews and the stored sub-tenant passports. */
  stored?: Tenant;
  submitLabel: string;
  busyLabel: string;
  /** Shown beside the button while the form is being sent. */
  busyText: string;
  onSubmit: (submission: TenantFormSubmission) => Promise<void>;
}

const fileFields: { name: TenantFileField; label: string; accept?: string }[] = [
  { name: 'profileImage', label: 'Profile Image' },
  { name: 'passport', label: 'Passport Image' },
  { name: 'contract', label: 'Contract Image', accept: DOCUMENT_ACCEPT },
  { name: 'inventory', label: 'Inventory', accept: DOCUMENT_ACCEPT },
];

function storedFileUrl(tenant: Tenant | undefined, field: TenantFileField): string | null | undefined {
  if (!tenant) return undefined;
  return field === 'profileImage' ? tenant.profile.profileImage : tenant.documents?.[field];
}

function propertySelect(properties: LoadState<SelectOption[]>, stored: Tenant | undefined) {
  const options = properties.status === 'loaded' ? [...properties.data] : [];
  // The tenant's own property stays choosable even when it is not among the loaded ones.
  const current = stored?.profile.property;
  if (current && !options.some((option) => option.value === current._id)) {
    options.unshift({ value: current._id, label: current.name });
  }
  const placeholder = properties.status === 'loading' ? 'Loading properties...' : 'Choose a property';
  const helperText =
    properties.status === 'error' ? `Properties could not be loaded: ${properties.message}` : undefined;
  return { options, placeholder, helperText };
}

interface SubTenantFieldsProps {
  control: Control<TenantFormValues>;
  index: number;
  mode: 'create' | 'update';
  passportFile: File | null;
  storedPassport: string | null | undefined;
  onPassportFile: (file: File | null) => void;
  onRemove: () => void;
  disabled: boolean;
}

function SubTenantFields({
  control,
  index,
  mode,
  passportFile,
  storedPassport,
  onPassportFile,
  onRemove,
  disabled,
}: SubTenantFieldsProps) {
  const name = (field: keyof SubTenantFormValues) => `subTenants.${index}.${field}` as const;
  const title = `Sub Tenant ${index + 1}`;
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h4" component="h4" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          {title}
        </Typography>
        <Button color="error" variant="outlined" size="small" onClick={onRemove} disabled={disabled}>
          Remove
        </Button>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
        }}
      >
        <FormTextField control={control} name={name('firstName')} label="First Name" />
        <FormTextField control={control} name={name('nickName')} label="Nickname" />
        <FormTextField control={control} name={name('surName')} label="Surname" />
        <FormTextField control={control} name={name('email')} label="Email" type="email" />
        <FormTextField control={control} name={name('contactNo')} label="Contact No." inputMode="tel" />
        <FormTextField control={control} name={name('whatsAppNo')} label="WhatsApp No." inputMode="tel" />
        <FormDateField control={control} name={name('dob')} label="Date of Birth" />
        <FormTextField control={control} name={name('nationality')} label="Nationality" />
        <FormTextField control={control} name={name('homeAddress')} label="Home Address" />
        {mode === 'create' ? (
          <FormTextField control={control} name={name('passport')} label="Passport" />
        ) : (
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <ImageUpload
              name={`subTenants[${index}][passport]`}
              label="Passport"
              accept={DOCUMENT_ACCEPT}
              value={passportFile}
              currentUrl={isFileUrl(storedPassport) ? storedPassport : undefined}
              onChange={onPassportFile}
              disabled={disabled}
            />
            {storedPassport && !isFileUrl(storedPassport) && (
              <Typography variant="caption" color="text.secondary">
                Passport number: {storedPassport}
              </Typography>
            )}
          </Box>
        )}
      </Box>
    </Paper>
  );
}

/** The tenant form of "Add Tenant" and "Update Tenant" (SPEC 2, rules of SPEC 5). */
export function TenantForm({
  mode,
  defaultValues,
  properties,
  stored,
  submitLabel,
  busyLabel,
  busyText,
  onSubmit,
}: TenantFormProps) {
  const isCreate = mode === 'create';
  const { control, handleSubmit, formState } = useForm<TenantFormValues>({
    resolver: (isCreate
      ? zodResolver(tenantCreateSchema, undefined, { raw: true })
      : zodResolver(tenantUpdateSchema, undefined, { raw: true })) as unknown as Resolver<TenantFormValues>,
    defaultValues,
  });
  const subTenants = useFieldArray({ control, name: 'subTenants' });
  const [files, setFiles] = useState<TenantFiles>({});
  /** Sub-tenant passport files (edit), by the field array's row key. */
  const [passportFiles, setPassportFiles] = useState<Record<string, File | null>>({});
  const busy = formState.isSubmitting;
  const select = propertySelect(properties, stored);
  const storedPassports = new Map(
    (stored?.profile.subTenants ?? []).map((subTenant) => [subTenant._id, subTenant.passport]),
  );

  const submit = handleSubmit((values) =>
    onSubmit({
      values: {
        ...values,
        subTenants: values.subTenants.map((subTenant, index) => {
          const rowKey = subTenants.fields[index]?.id ?? '';
          return { ...subTenant, passportFile: passportFiles[rowKey] ?? null };
        }),
      },
      files,
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <FormSection title="Property">
        <FormSelectField
          control={control}
          name="property"
          label="Property"
          options={select.options}
          placeholder={select.placeholder}
          helperText={select.helperText}
        />
      </FormSection>
      <FormSection title="Personal Information">
        <FormTextField control={control} name="firstName" label="First Name" autoComplete="off" />
        <FormTextField control={control} name="nickName" label="Nickname" autoComplete="off" />
        <FormTextField control={control} name="surName" label="Surname" autoComplete="off" />
        <FormTextField control={control} name="contactNo" label="Contact No." inputMode="tel" />
        <FormTextField control={control} name="whatsAppNo" label="WhatsApp No." inputMode="tel" />
        <FormDateField control={control} name="dob" label="Date of Birth" />
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="off" />
        <FormTextField control={control} name="nationality" label="Nationality" />
        <FormTextField control={control} name="homeAddress" label="Home Address" />
        {isCreate && (
          <FormTextField
            control={control}
            name="password"
            label="Default Password"
            helperText="Every new tenant starts with this password."
            readOnly
          />
        )}
      </FormSection>
      <FormSection title="Files" columnMinWidth={200}>
        {fileFields.map(({ name, label, accept }) => (
          <ImageUpload
            key={name}
            name={name}
            label={label}
            accept={accept}
            value={files[name] ?? null}
            currentUrl={storedFileUrl(stored, name)}
            onChange={(file) => setFiles((previous) => ({ ...previous, [name]: file }))}
            disabled={busy}
          />
        ))}
      </FormSection>
      <Paper
        component="section"
        aria-label="Sub Tenants"
        sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}
      >
        <Typography variant="h3" component="h3">
          Sub Tenants
        </Typography>
        {subTenants.fields.length === 0 && <Typography color="text.secondary">No sub tenants.</Typography>}
        {subTenants.fields.map((field, index) => (
          <SubTenantFields
            key={field.id}
            control={control}
            index={index}
            mode={mode}
            passportFile={passportFiles[field.id] ?? null}
            storedPassport={field._id ? storedPassports.get(field._id) : undefined}
            onPassportFile={(file) => setPassportFiles((previous) => ({ ...previous, [field.id]: file }))}
            onRemove={() => subTenants.remove(index)}
            disabled={busy}
          />
        ))}
        <Box>
          <Button
            variant="outlined"
            startIcon={<AddCircleIcon />}
            onClick={() => subTenants.append({ ...emptySubTenant })}
            disabled={busy || subTenants.fields.length >= MAX_SUB_TENANTS}
          >
            Add Sub Tenant
          </Button>
        </Box>
      </Paper>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2 }}>
        {busy && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={18} />
            <Typography>{busyText}</Typography>
          </Box>
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
