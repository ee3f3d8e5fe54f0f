import { zodResolver } from '@hookform/resolvers/zod';
import { saveOrShowFailure } from '@pm/ui/feedback';
import { Box, Button, CircularProgress, Typography } from '@pm/ui/mui-basics';
import type { ReactNode } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { ZodType } from 'zod';
import { DrawnNext } from './drawn-next';
import type { LoadState } from './use-load';

/** An add form ('create') or an edit form ('update') of the same record. */
export type FormMode = 'create' | 'update';

/** No files: the second argument of a form's onSubmit that uploads nothing (contracts). */
export type NoFiles = Record<string, never>;

/**
 * The one contract of every record form (owner, property, tenant, contract): its mode, the values it starts
 * with, what its selects offer as they load (forms with selects only), the stored record of an edit (file
 * previews), and what to do with valid values and the chosen files. A failed onSubmit shows SPEC 8's "Failed"
 * alert (see RecordForm), so pages pass only the way forward: send, notice, go to the list.
 */
export type RecordFormProps<Values, Files = NoFiles, Stored = never, Choices = never> = RecordFormBase<
  Values,
  Files,
  Stored
> &
  ([Choices] extends [never] ? { choices?: never } : { choices: LoadState<Choices> });

interface RecordFormBase<Values, Files, Stored> {
  mode: FormMode;
  defaultValues: Values;
  stored?: Stored;
  onSubmit: (values: Values, files: Files) => Promise<void>;
}

/** The texts of a form's submit button and busy note (SPEC 2, SPEC 4 "Save forms"). */
export interface SubmitLabels {
  submit: string;
  /** The button's text while the form is being sent. */
  busy: string;
  /** Shown beside the button while the form is being sent ("Adding Owner..."), where SPEC names one. */
  busyText?: string;
}

/** SPEC 2's labels of an add and an edit form: "Add Owner" ("Adding...", "Adding Owner..."), "Update Owner". */
export const addOrUpdateLabels = (name: string): Record<FormMode, SubmitLabels> => ({
  create: { submit: `Add ${name}`, busy: 'Adding...', busyText: `Adding ${name}...` },
  update: { submit: `Update ${name}`, busy: 'Updating...', busyText: `Updating ${name}...` },
});

/**
 * A record form's schemas (the add and the edit rules of SPEC 5), as a dynamic import of its schemas module (with
 * `webpackPrefetch`, so that the browser fetches it when idle): they and zod run when the form first checks its
 * values, not with the page, whose drawing needs neither.
 */
export type LoadFormSchemas = () => Promise<Record<FormMode, ZodType>>;

/**
 * A record form's react-hook-form form (given the form's props: its mode and the values it starts with), checked
 * by the schema of its mode. The values stay as typed (the schema only checks them): the page turns them into the
 * payload it sends.
 */
export function useRecordForm<Values extends FieldValues>(
  { mode, defaultValues }: { mode: FormMode; defaultValues: Values },
  loadSchemas: LoadFormSchemas,
): UseFormReturn<Values> {
  const resolver: Resolver<Values> = async (...check) => {
    const schema = (await loadSchemas())[mode];
    return (zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<Values>)(...check);
  };
  return useForm<Values>({ resolver, defaultValues: defaultValues as DefaultValues<Values> });
}

/**
 * The frame of every record form: the form element, its sections, and the footer with the submit button (busy
 * label and note while sending). When `onValid` fails, SPEC 8's "Failed" alert shows its message with the
 * domain's icon and the form stays as it was typed.
 */
export function RecordForm<Values extends FieldValues>({
  form,
  labels,
  failureIcon,
  onValid,
  children,
}: {
  form: UseFormReturn<Values>;
  labels: SubmitLabels;
  /** SPEC 8: a question mark for property and owner, an error icon for tenant and contract. */
  failureIcon: 'question' | 'error';
  onValid: (values: Values) => Promise<void>;
  children: ReactNode;
}) {
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (values) => {
    await saveOrShowFailure(() => onValid(values), failureIcon);
  });
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      {children}
      {/* With the last part of a form that draws it next (the contract form), so that the button never moves. */}
      <DrawnNext>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2 }}>
          {busy && labels.busyText && (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <CircularProgress size={18} aria-hidden />
              <Typography>{labels.busyText}</Typography>
            </Box>
          )}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? labels.busy : labels.submit}
          </Button>
        </Box>
      </DrawnNext>
    </Box>
  );
}
