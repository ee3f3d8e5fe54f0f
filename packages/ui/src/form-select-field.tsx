import { TextField, type TextFieldProps } from '@mui/material';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
}

type FormSelectFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'select'> & {
  control: Control<T>;
  name: FieldPath<T>;
  options: SelectOption[];
  /** The text of the empty first choice ("nothing chosen"); leave it out for no empty choice. */
  placeholder?: string;
};

/**
 * A native select bound to react-hook-form, labelled like the text fields; its validation message shows under
 * it. Native, so it works the same with keyboards, screen readers and tests.
 */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  options,
  placeholder,
  ...props
}: FormSelectFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      {...field}
      select
      value={field.value ?? ''}
      id={props.id ?? String(name)}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? props.helperText}
      fullWidth={props.fullWidth ?? true}
      slotProps={{ ...props.slotProps, select: { native: true }, inputLabel: { shrink: true } }}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
