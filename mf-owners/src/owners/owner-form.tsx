import type { OwnerImageFiles } from '@pm/api-client';
import type { OwnerImageField } from '@pm/schemas/owner-fields';
import type { Owner } from '@pm/schemas/records';
import {
  addOrUpdateLabels,
  type FileField,
  FileUploads,
  FormCheckbox,
  FormDateField,
  FormSection,
  FormTextField,
  RecordForm,
  type RecordFormProps,
  useRecordForm,
} from '@pm/ui';
import { useState } from 'react';
import { loadOwnerSchemas, type OwnerFormValues } from './owner-form-values';

const submitLabels = addOrUpdateLabels('Owner');

const imageFields: FileField<OwnerImageField, Owner>[] = [
  { name: 'profileImage', label: 'Profile Image', storedUrl: (owner) => owner.profile.profileImage },
  { name: 'passportImage', label: 'Passport Image', storedUrl: (owner) => owner.passport.passportImage },
  { name: 'bankImage', label: 'Bank Image', storedUrl: (owner) => owner.bank.bankImage },
];

/** The owner form of "Add Owner" and "Update Owner" (SPEC 2, rules of SPEC 5). */
export function OwnerForm(props: RecordFormProps<OwnerFormValues, OwnerImageFiles, Owner>) {
  const { mode, stored, onSubmit } = props;
  const isCreate = mode === 'create';
  const form = useRecordForm(props, loadOwnerSchemas);
  const { control } = form;
  const [files, setFiles] = useState<OwnerImageFiles>({});
  const busy = form.formState.isSubmitting;

  return (
    <RecordForm
      form={form}
      labels={submitLabels[mode]}
      failureIcon="question"
      onValid={(values) => onSubmit(values, files)}
    >
      <FormSection title="Personal Information">
        <FormTextField control={control} name="name" label="Name" autoComplete="off" />
        <FormTextField control={control} name="nickName" label="Nickname" autoComplete="off" />
        {isCreate && (
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="off" />
        )}
        <FormTextField control={control} name="contactNo" label="Contact Number" inputMode="numeric" />
        <FormTextField control={control} name="emergencyNo" label="Emergency Number" inputMode="numeric" />
        <FormDateField control={control} name="dob" label="Date of Birth" />
        {isCreate && (
          <FormTextField
            control={control}
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
          />
        )}
      </FormSection>
      <FormSection title="Passport">
        <FormTextField control={control} name="passportNo" label="Passport Number" />
        <FormDateField control={control} name="passportExpiry" label="Passport Expiry Date" />
      </FormSection>
      <FormSection title="Bank">
        <FormTextField control={control} name="bankAccNo" label="Bank Account Number" />
        <FormTextField control={control} name="bankName" label="Bank Name" />
        <FormTextField control={control} name="bankBranch" label="Bank Branch" />
      </FormSection>
      <FormSection title="Billing Settings">
        {isCreate && <FormTextField control={control} name="billingThreshold" label="Billing Threshold" />}
        <FormCheckbox control={control} name="payGovtTax" label="Pay Government Tax" />
        <FormCheckbox control={control} name="payCommonAreaFee" label="Pay Common Area Fee" />
      </FormSection>
      <FormSection title="Images" columnMinWidth={200}>
        <FileUploads fields={imageFields} stored={stored} files={files} onChange={setFiles} disabled={busy} />
      </FormSection>
    </RecordForm>
  );
}
