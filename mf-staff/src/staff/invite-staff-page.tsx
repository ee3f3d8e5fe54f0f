import { zodResolver } from '@hookform/resolvers/zod';
import { staffApi } from '@pm/api-client';
import { type StaffInviteInput, staffInviteSchema } from '@pm/schemas/staff';
import { BackButton, FormSection, FormSelectField, FormTextField, PageHeading, showToast } from '@pm/ui';
import { Alert } from '@pm/ui/mui-advanced';
import { Box, Button } from '@pm/ui/mui-basics';
import { useNavigate } from '@pm/ui/navigation';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { failureText } from '../common/staff-text';
import { roleOptions } from './role-options';
import { staffMemberPath, staffScreens } from './staff-screens';

/** The form's values before validation: no role chosen yet. */
type InviteValues = Omit<StaffInviteInput, 'role'> & { role: StaffInviteInput['role'] | '' };

/**
 * Invite a person (admins only): their name, email and role. The server mails them a link valid 72 hours; the
 * toast says so and their page opens. A refusal (409: the email is taken) shows under the form, which keeps what
 * was typed.
 */
export function InviteStaffPage() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<InviteValues, unknown, StaffInviteInput>({
    // The schema refuses the empty role with its message; the form starts with none chosen.
    resolver: zodResolver(staffInviteSchema) as Resolver<InviteValues, unknown, StaffInviteInput>,
    mode: 'onTouched',
    defaultValues: { name: '', email: '', role: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await staffApi.invite(values);
      void showToast(`Invitation sent to ${answer.data.email}`);
      navigate(staffMemberPath(answer.data._id));
    } catch (error) {
      setFailure(failureText(error));
    }
  });

  return (
    <>
      <PageHeading title="Invite Staff" actions={<BackButton to={staffScreens.list} />} />
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <FormSection title="New staff member">
          <FormTextField control={control} name="name" label="Name" autoComplete="off" />
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="off" />
          <FormSelectField
            control={control}
            name="role"
            label="Role"
            options={roleOptions}
            placeholder="Choose a role"
          />
        </FormSection>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Sending invitation...' : 'Send invitation'}
          </Button>
        </Box>
      </Box>
    </>
  );
}
