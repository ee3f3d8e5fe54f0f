import { staffApi } from '@pm/api-client';
import type { StaffMember } from '@pm/schemas/staff';
import {
  BackButton,
  DetailField,
  FormSection,
  formatDateTime,
  LoadStates,
  PageHeading,
  RecordSummaryCard,
  showToast,
  TitledSection,
  useLoad,
} from '@pm/ui';
import { Alert, Chip } from '@pm/ui/mui-advanced';
import { Box, Button, Paper, Typography } from '@pm/ui/mui-basics';
import { useParams } from '@pm/ui/navigation';
import { useState } from 'react';
import { type Confirmation, ConfirmDialog } from '../common/confirm-dialog';
import {
  failureText,
  lastSignInText,
  roleName,
  STATUS_COLOURS,
  STATUS_NAMES,
  twoStepText,
} from '../common/staff-text';
import { StaffActivity } from './staff-activity';
import { StaffRoleForm } from './staff-role-form';
import { staffScreens } from './staff-screens';

/** Told of each change made on the page: the member as the server answered it, when it answered one. */
type OnChanged = (member?: StaffMember) => void;

/** An action on the member's account: what it asks first (if anything), how it is done, what it says after. */
interface AccountAction {
  label: string;
  confirmation?: Confirmation;
  /** Answers the changed member, or nothing when the action changes nothing shown. */
  run: () => Promise<StaffMember | undefined>;
  done: string;
}

/** The member's access: resend an invitation, deactivate or reactivate, end their sessions, reset their two-step. */
function AccessActions({ member, onChanged }: { member: StaffMember; onChanged: OnChanged }) {
  const [pending, setPending] = useState<AccountAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const id = member._id;
  const who = member.name || member.email;

  const actions: AccountAction[] = [
    ...(member.status === 'invited'
      ? [
          {
            label: 'Resend invitation',
            run: () => staffApi.resendInvitation(id).then(() => undefined),
            done: `A new invitation was sent to ${member.email}`,
          },
        ]
      : []),
    member.status === 'deactivated'
      ? {
          label: 'Reactivate',
          confirmation: {
            title: `Reactivate ${who}?`,
            message: `${who} will be able to sign in again with the role ${roleName(member.role)}.`,
            confirm: 'Reactivate',
          },
          run: () => staffApi.reactivate(id).then((answer) => answer.data),
          done: `${who} was reactivated`,
        }
      : {
          label: 'Deactivate',
          confirmation: {
            title: `Deactivate ${who}?`,
            message: `${who} is signed out everywhere at once and can no longer sign in. Their records and history stay.`,
            confirm: 'Deactivate',
            danger: true,
          },
          run: () => staffApi.deactivate(id).then((answer) => answer.data),
          done: `${who} was deactivated`,
        },
    {
      label: 'End all sessions',
      confirmation: {
        title: `End all sessions of ${who}?`,
        message: `${who} is signed out on every device and must sign in again.`,
        confirm: 'End all sessions',
        danger: true,
      },
      run: () => staffApi.endSessions(id).then(() => undefined),
      done: `${who} was signed out everywhere`,
    },
    // Only an account with a second step has one to reset.
    ...(member.twoStep
      ? [
          {
            label: 'Reset two-step',
            confirmation: {
              title: `Reset the two-step sign-in of ${who}?`,
              message: `Their authenticator app, passkeys and recovery codes stop working; they set up two-step sign-in again at their next sign-in.`,
              confirm: 'Reset two-step',
              danger: true,
            },
            run: () => staffApi.resetTwoStep(id).then((answer) => answer.data),
            done: `The two-step sign-in of ${who} was reset`,
          },
        ]
      : []),
  ];

  const perform = async (action: AccountAction) => {
    setBusy(true);
    setFailure(null);
    try {
      onChanged(await action.run());
      void showToast(action.done);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {actions.map((action) => (
          <Button
            key={action.label}
            variant="outlined"
            color={action.confirmation?.danger ? 'error' : 'primary'}
            disabled={busy}
            onClick={() => (action.confirmation ? setPending(action) : void perform(action))}
          >
            {action.label}
          </Button>
        ))}
      </Box>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <ConfirmDialog
        confirmation={pending?.confirmation ?? null}
        busy={busy}
        onConfirm={() => pending && void perform(pending)}
        onCancel={() => setPending(null)}
      />
    </Box>
  );
}

function StaffMemberView({
  member,
  revision,
  onChanged,
}: {
  member: StaffMember;
  /** Raised by every change, so that the activity shows it. */
  revision: number;
  onChanged: OnChanged;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <RecordSummaryCard
        title={member.name}
        subtitle={member.email}
        aside={
          <Chip
            label={STATUS_NAMES[member.status]}
            color={STATUS_COLOURS[member.status]}
            variant="outlined"
          />
        }
      />
      <FormSection title="Account">
        <DetailField label="Role" value={roleName(member.role)} />
        <DetailField label="Status" value={STATUS_NAMES[member.status]} />
        <DetailField label="Last sign-in" value={lastSignInText(member)} />
        <DetailField label="Two-step sign-in" value={twoStepText(member.twoStep)} />
        <DetailField label="Added" value={formatDateTime(member.createdAt)} />
      </FormSection>
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <TitledSection title="Change role">
          {/* Keyed by the role, so that a role changed by another action shows in the select. */}
          <StaffRoleForm key={member.role} member={member} onChanged={onChanged} />
        </TitledSection>
      </Paper>
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <TitledSection title="Access">
          <Typography color="text.secondary">
            Deactivating signs the person out at once; their records and history stay.
          </Typography>
          <AccessActions member={member} onChanged={onChanged} />
        </TitledSection>
      </Paper>
      <StaffActivity key={revision} id={member._id} />
    </Box>
  );
}

/**
 * A staff member's page (admins only): their account, their role with Save, the actions on their access (each
 * refusal of the server, such as the last active admin, shown under it) and their recent activity.
 */
export function StaffDetailsPage() {
  const { id = '' } = useParams();
  const loaded = useLoad(() => staffApi.get(id).then((answer) => answer.data), [id]);
  // What the actions answered since it loaded (the same member, changed).
  const [changed, setChanged] = useState<StaffMember | null>(null);
  const [revision, setRevision] = useState(0);
  const onChanged: OnChanged = (member) => {
    if (member) setChanged(member);
    setRevision((previous) => previous + 1);
  };
  const state =
    loaded.status === 'loaded' && changed?._id === loaded.data._id
      ? { status: 'loaded' as const, data: changed }
      : loaded;
  return (
    <>
      <PageHeading title="Staff Member" actions={<BackButton to={staffScreens.list} />} />
      <LoadStates state={state}>
        {(member) => <StaffMemberView member={member} revision={revision} onChanged={onChanged} />}
      </LoadStates>
    </>
  );
}
