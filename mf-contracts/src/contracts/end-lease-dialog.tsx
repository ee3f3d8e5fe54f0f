import { zodResolver } from '@hookform/resolvers/zod';
import { contractsApi } from '@pm/api-client';
import { type ContractEndInput, contractEndSchema } from '@pm/schemas/lease';
import type { Contract } from '@pm/schemas/records';
import { FormCheckbox, FormDateField, FormTextField, saveOrShowFailure, showToast } from '@pm/ui';
import { Dialog, DialogContent } from '@pm/ui/mui-advanced';
import { Box, Button, Typography } from '@pm/ui/mui-basics';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';

/** The contract whose lease ends: its id, its name, its finish date and, when known, the version it was read at. */
export type EndingContract = Pick<Contract, '_id' | 'contractRefName' | 'finishDate'> & { __v?: number };

interface EndValues {
  date: string;
  note: string;
  propertyAvailable: boolean;
}

/**
 * "End lease": records the day the tenant leaves (the finish date unless changed), a note, and whether staff
 * confirm that the property is available after that day. A failure shows the "Failed" alert and keeps the dialog.
 */
export function EndLeaseDialog({
  contract,
  onClose,
  onEnded,
}: {
  /** Open while set. */
  contract: EndingContract | null;
  onClose: () => void;
  onEnded: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={contract !== null} onClose={onClose} aria-labelledby={titleId}>
      {contract && (
        <DialogContent sx={{ display: 'grid', gap: 2, minWidth: { sm: 440 } }}>
          <Typography id={titleId} variant="h3" component="h2">
            {`End lease ${contract.contractRefName}`}
          </Typography>
          <EndLeaseForm contract={contract} onCancel={onClose} onEnded={onEnded} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function EndLeaseForm({
  contract,
  onCancel,
  onEnded,
}: {
  contract: EndingContract;
  onCancel: () => void;
  onEnded: () => void;
}) {
  const { control, handleSubmit, formState } = useForm<EndValues>({
    resolver: zodResolver(contractEndSchema, undefined, { raw: true }) as unknown as Resolver<EndValues>,
    defaultValues: { date: contract.finishDate.slice(0, 10), note: '', propertyAvailable: false },
  });
  const busy = formState.isSubmitting;
  const end = handleSubmit(async ({ date, note, propertyAvailable }) => {
    const payload: ContractEndInput = { date, propertyAvailable, ...(note.trim() ? { note } : {}) };
    const version = contract.__v === undefined ? undefined : { version: contract.__v };
    const ended = await saveOrShowFailure(() => contractsApi.end(contract._id, payload, version), 'error');
    if (!ended) return;
    void showToast(`Lease end recorded for ${contract.contractRefName}`);
    onEnded();
  });
  return (
    <Box component="form" noValidate onSubmit={end} aria-label="End lease" sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">Record the day the tenant leaves.</Typography>
      <FormDateField control={control} name="date" label="Leaving date" id="end-date" />
      <FormTextField control={control} name="note" label="Note" id="end-note" multiline minRows={2} />
      <FormCheckbox
        control={control}
        name="propertyAvailable"
        label="Mark the property available after the leaving date"
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Saving...' : 'End lease'}
        </Button>
      </Box>
    </Box>
  );
}
