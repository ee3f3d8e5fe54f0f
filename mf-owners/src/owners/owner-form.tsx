import { zodResolver } from '@hookform/resolvers/zod';
import type { OwnerImageFiles } from '@pm/api-client';
import { type Owner, ownerCreateSchema, ownerUpdateSchema } from '@pm/schemas/owner';
import type { OwnerImageField } from '@pm/schemas/owner-fields';
import { FormCheckbox, FormDateField, FormSection, FormTextField, ImageUpload } from '@pm/ui';
import { Box, Button, CircularProgress, Typography } from '@pm/ui/mui-basics';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';

/** What the form holds; add and update share it, update leaves email, password and billingThreshold empty. */
export interface OwnerFormValues {
  name: string;
  nickName: string;
  email: string;
  contactNo: string;
  emergencyNo: string;
  dob: string;
  password: string;
  passportNo: string;
  passportExpiry: string;
  bankAccNo: string;
  bankName: string;
  bankBranch: string;
  billingThreshold: string;
  payGovtTax: boolean;
  payCommonAreaFee: boolean;
}

export const emptyOwnerForm: OwnerFormValues = {
  name: '',
  nickName: '',
  email: '',
  contactNo: '',
  emergencyNo: '',
  dob: '',
  password: '',
  passportNo: '',
  passportExpiry: '',
  bankAccNo: '',
  bankName: '',
  bankBranch: '',
  billingThreshold: '',
  payGovtTax: true,
  payCommonAreaFee: true,
};

/** The form values of a stored owner, for the update form. */
export function ownerToFormValues(owner: Owner): OwnerFormValues {
  const date = (value: string | null | undefined) => (value ?? '').slice(0, 10);
  return {
    ...emptyOwnerForm,
    name: owner.profile.name ?? '',
    nickName: owner.profile.nickName ?? '',
    contactNo: owner.profile.contactNo ?? '',
    emergencyNo: owner.profile.emergencyNo ?? '',
    dob: date(owner.profile.dob),
    passportNo: owner.passport.passportNo ?? '',
    passportExpiry: date(owner.passport.passportExpiry),
    bankAccNo: owner.bank.bankAccNo ?? '',
    bankName: owner.bank.bankName ?? '',
    bankBranch: owner.bank.bankBranch ?? '',
    payGovtTax: owner.profile.payGovtTax ?? true,
    payCommonAreaFee: owner.profile.payCommonAreaFee ?? true,
  };
}

interface OwnerFormProps {
  mode: 'create' | 'update';
  defaultValues: OwnerFormValues;
  /** The stored images, previewed until a new file is chosen. */
  currentImages?: Partial<Record<OwnerImageField, string | null>>;
  submitLabel: string;
  busyLabel: string;
  /** Shown beside the button while the form is being sent. */
  busyText: string;
  onSubmit: (values: OwnerFormValues, files: OwnerImageFiles) => Promise<void>;
}

const imageFields: { name: OwnerImageField; label: string }[] = [
  { name: 'profileImage', label: 'Profile Image' },
  { name: 'passportImage', label: 'Passport Image' },
  { name: 'bankImage', label: 'Bank Image' },
];

/** The owner form of "Add Owner" and "Update Owner" (SPEC 2, rules of SPEC 5). */
export function OwnerForm({
  mode,
  defaultValues,
  currentImages = {},
  submitLabel,
  busyLabel,
  busyText,
  onSubmit,
}: OwnerFormProps) {
  const isCreate = mode === 'create';
  const { control, handleSubmit, formState } = useForm<OwnerFormValues>({
    resolver: zodResolver(isCreate ? ownerCreateSchema : ownerUpdateSchema, undefined, {
      raw: true,
    }) as unknown as Resolver<OwnerFormValues>,
    defaultValues,
  });
  const [files, setFiles] = useState<OwnerImageFiles>({
    profileImage: null,
    passportImage: null,
    bankImage: null,
  });
  const busy = formState.isSubmitting;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values, files))}
      sx={{ display: 'grid', gap: 2 }}
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
        {imageFields.map(({ name, label }) => (
          <ImageUpload
            key={name}
            name={name}
            label={label}
            value={files[name] ?? null}
            currentUrl={currentImages[name]}
            onChange={(file) => setFiles((previous) => ({ ...previous, [name]: file }))}
            disabled={busy}
          />
        ))}
      </FormSection>
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
