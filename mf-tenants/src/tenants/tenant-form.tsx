import type { TenantFiles } from '@pm/api-client';
import type { Tenant } from '@pm/schemas/records';
import { MAX_SUB_TENANTS, type TenantFileField } from '@pm/schemas/tenant-fields';
import {
  AddCircleIcon,
  addOrUpdateLabels,
  type FileField,
  FileUploads,
  FormDateField,
  FormSection,
  FormSelectField,
  FormTextField,
  loadingChoices,
  RecordForm,
  type RecordFormProps,
  type SelectOption,
  useRecordForm,
} from '@pm/ui';
import { Box, Button, Paper, Typography } from '@pm/ui/mui-basics';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { SubTenantFields } from './sub-tenant-fields';
import { emptySubTenant, loadTenantSchemas, type TenantFormValues } from './tenant-form-values';

const submitLabels = addOrUpdateLabels('Tenant');

const storedDocument = (field: 'passport' | 'contract' | 'inventory') => (tenant: Tenant) =>
  tenant.documents?.[field];

const fileFields: FileField<TenantFileField, Tenant>[] = [
  { name: 'profileImage', label: 'Profile Image', storedUrl: (tenant) => tenant.profile.profileImage },
  { name: 'passport', label: 'Passport Image', storedUrl: storedDocument('passport') },
  { name: 'contract', label: 'Contract Image', kind: 'document', storedUrl: storedDocument('contract') },
  { name: 'inventory', label: 'Inventory', kind: 'document', storedUrl: storedDocument('inventory') },
];

/**
 * The tenant form of "Add Tenant" and "Update Tenant" (SPEC 2, rules of SPEC 5). Its choices are the properties
 * to pick from; each sub-tenant's passport file (edit) is joined to that sub-tenant's values on submit. Remove
 * of a stored sub-tenant (edit) sends its removal after the other sub-tenants; Remove of a new one just drops it.
 */
export function TenantForm(props: RecordFormProps<TenantFormValues, TenantFiles, Tenant, SelectOption[]>) {
  const { mode, choices: properties, stored, onSubmit } = props;
  const form = useRecordForm(props, loadTenantSchemas);
  const { control } = form;
  const subTenants = useFieldArray({ control, name: 'subTenants' });
  const [files, setFiles] = useState<TenantFiles>({});
  /** Sub-tenant passport files (edit), by the field array's row key. */
  const [passportFiles, setPassportFiles] = useState<Record<string, File | null>>({});
  /** The ids of the stored sub-tenants taken away with Remove (edit): the edit removes exactly these. */
  const [removedSubTenants, setRemovedSubTenants] = useState<string[]>([]);
  const removeSubTenant = (index: number) => {
    const id = form.getValues(`subTenants.${index}._id`);
    if (id) setRemovedSubTenants((previous) => [...previous, id]);
    subTenants.remove(index);
  };
  const busy = form.formState.isSubmitting;
  const ownProperty = stored?.profile.property;
  // The select shows with the form: its choices say "Loading properties..." or why they failed.
  const select = loadingChoices(
    properties,
    {
      loading: 'Loading properties...',
      choose: 'Choose a property',
      failed: 'Properties could not be loaded',
    },
    ownProperty && { value: ownProperty._id, label: ownProperty.name },
  );
  const storedPassports = new Map(
    (stored?.profile.subTenants ?? []).map((subTenant) => [subTenant._id, subTenant.passport]),
  );
  const withPassportFilesAndRemovals = (values: TenantFormValues): TenantFormValues => ({
    ...values,
    subTenants: [
      ...values.subTenants.map((subTenant, index) => {
        const rowKey = subTenants.fields[index]?.id ?? '';
        return { ...subTenant, passportFile: passportFiles[rowKey] ?? null };
      }),
      ...removedSubTenants.map((_id) => ({ ...emptySubTenant, _id, _remove: true })),
    ],
  });

  return (
    <RecordForm
      form={form}
      labels={submitLabels[mode]}
      failureIcon="error"
      onValid={(values) => onSubmit(withPassportFilesAndRemovals(values), files)}
    >
      <FormSection title="Property">
        <FormSelectField control={control} name="property" label="Property" {...select} />
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
        {mode === 'create' && (
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
        <FileUploads fields={fileFields} stored={stored} files={files} onChange={setFiles} disabled={busy} />
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
            onRemove={() => removeSubTenant(index)}
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
    </RecordForm>
  );
}
