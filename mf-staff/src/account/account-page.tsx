import { accountApi } from '@pm/api-client';
import { DetailField, FormSection, LoadStates, PageHeading, TitledSection, useReloadable } from '@pm/ui';
import { Box, Paper } from '@pm/ui/mui-basics';
import { roleName } from '../common/staff-text';
import { LeaseDigestSection } from './lease-digest-section';
import { PasswordForm } from './password-form';
import { SessionsSection } from './sessions-section';
import { TwoStepSection } from './two-step-section';

const card = { p: { xs: 2, md: 3 } };

/**
 * "My account" (every role): who I am, change my password, my two-step sign-in (authenticator app, passkeys,
 * turning it off), my sessions and my daily lease digest.
 */
export function AccountPage() {
  const [account, reload] = useReloadable(() => accountApi.me().then((answer) => answer.data), []);
  return (
    <>
      <PageHeading title="My account" />
      <LoadStates state={account}>
        {(me) => (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <FormSection title="Me">
              <DetailField label="Name" value={me.name} />
              <DetailField label="Email" value={me.email} />
              <DetailField label="Role" value={roleName(me.role)} />
            </FormSection>
            <Paper sx={card}>
              <TitledSection title="Change password">
                <PasswordForm />
              </TitledSection>
            </Paper>
            <Paper sx={card}>
              <TwoStepSection account={me} onChanged={() => void reload()} />
            </Paper>
            <Paper sx={card}>
              <SessionsSection />
            </Paper>
            <Paper sx={card}>
              <LeaseDigestSection account={me} />
            </Paper>
          </Box>
        )}
      </LoadStates>
    </>
  );
}
