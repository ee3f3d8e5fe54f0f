import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@pm/ui/mui-basics';
import { type HTMLInputTypeAttribute, memo, type ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export interface FieldFrameProps {
  id: string;
  label: string;
  /** The validation message (shown in red) or a hint. */
  helperText?: string;
  error: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Keep the label above the field even when it is empty (dates, selects). */
  shrinkLabel?: boolean;
  children: ReactNode;
}

/**
 * An outlined field's label and helper text around its input, as MUI's TextField draws them, without the
 * select and menu machinery TextField always brings along (about 8 KiB brotli on every page with a form).
 */
export function FieldFrame({
  id,
  label,
  helperText,
  error,
  required,
  disabled,
  shrinkLabel,
  children,
}: FieldFrameProps) {
  return (
    <FormControl fullWidth error={error} required={required} disabled={disabled}>
      <InputLabel htmlFor={id} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      {children}
      {helperText && <FormHelperText id={`${id}-helper-text`}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

export interface FormTextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  id?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel' | 'url';
  placeholder?: string;
  helperText?: string;
  multiline?: boolean;
  rows?: number;
  minRows?: number;
  readOnly?: boolean;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A field bound to react-hook-form, memoised: it draws again on its own value's changes (useController), so a form
 * that draws again does not draw every field again. react-hook-form draws its whole form again once it is ready,
 * at once, in the task that first shows it: for the contract form, 78 ms of a phone's main thread (4x CPU) with
 * every field drawn again, 41 ms without. `sameProps` says when its props count as unchanged (by default: each
 * the same).
 */
export const boundField = <Field,>(
  field: Field,
  sameProps?: (previous: Record<string, unknown>, next: Record<string, unknown>) => boolean,
) => memo(field as never, sameProps) as Field;

/** A text field bound to react-hook-form; its validation message shows under it. */
export const FormTextField = boundField(function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  id = String(name),
  helperText,
  required,
  disabled,
  readOnly,
  inputMode,
  ...input
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message ?? helperText;
  return (
    <FieldFrame
      id={id}
      label={label}
      helperText={message}
      error={Boolean(fieldState.error)}
      required={required}
      disabled={disabled}
      shrinkLabel={input.type === 'date' ? true : undefined}
    >
      <OutlinedInput
        {...input}
        {...field}
        id={id}
        label={required ? `${label} *` : label}
        value={field.value ?? ''}
        inputProps={{ inputMode, readOnly, 'aria-describedby': message ? `${id}-helper-text` : undefined }}
      />
    </FieldFrame>
  );
});

/** A date field (yyyy-mm-dd) bound to react-hook-form. */
export const FormDateField = boundField(function FormDateField<T extends FieldValues>(
  props: Omit<FormTextFieldProps<T>, 'type'>,
) {
  return <FormTextField {...props} type="date" />;
});
