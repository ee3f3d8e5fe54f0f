import { zodResolver } from '@hookform/resolvers/zod';
import { staffApi } from '@pm/api-client';
import { type StaffMember, staffRoleSchema } from '@pm/schemas/staff';
import { FormSelectField, showToast } from '@pm/ui';
import { Alert } from '@pm/ui/mui-advanced';
import { Box, Button } from '@pm/ui/mui-basics';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureText, roleName } from '../common/staff-text';
import { roleOptions } from './role-options';

/** The member's role: a select and Save; the server's refusal (the last active admin) shows under it. */
export function StaffRoleForm({
  member,
  onChanged,
}: {
  member: StaffMember;
  onChanged: (member: StaffMember) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState, reset } = useForm<{ role: StaffMember['role'] }>({
    resolver: zodResolver(staffRoleSchema),
    defaultValues: { role: member.role },
  });

  const submit = handleSubmit(async ({ role }) => {
    setFailure(null);
    try {
      const answer = await staffApi.changeRole(member._id, role);
      onChanged(answer.data);
      void showToast(`${answer.data.name} is now ${roleName(answer.data.role)}`);
    } catch (error) {
      // The select shows the role the member still has; the sentence says why the change was refused.
      reset({ role: member.role });
      setFailure(failureText(error));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 220px', maxWidth: 360 }}>
          <FormSelectField control={control} name="role" label="Role" id="staff-role" options={roleOptions} />
        </Box>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ mt: 1 }}>
          {formState.isSubmitting ? 'Saving...' : 'Save'}
        </Button>
      </Box>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
    </Box>
  );
}
