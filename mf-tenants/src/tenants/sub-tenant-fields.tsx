import { isFileUrl } from '@pm/schemas/tenant-fields';
import { FileUpload, FormDateField, type FormMode, FormTextField } from '@pm/ui';
import { Box, Button, Paper, Typography } from '@pm/ui/mui-basics';
import type { Control } from 'react-hook-form';
import type { SubTenantFormValues, TenantFormValues } from './tenant-form-values';

interface SubTenantFieldsProps {
  control: Control<TenantFormValues>;
  index: number;
  mode: FormMode;
  passportFile: File | null;
  /** The stored passport: a file address, or the number typed when the sub-tenant was added. */
  storedPassport: string | null | undefined;
  onPassportFile: (file: File | null) => void;
  onRemove: () => void;
  disabled: boolean;
}

/** One sub-tenant of the "Sub Tenants" block (SPEC 2): its fields and its Remove button. */
export function SubTenantFields({
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
            <FileUpload
              name={`subTenants[${index}][passport]`}
              label="Passport"
              kind="document"
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
