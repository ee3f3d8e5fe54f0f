import { Checkbox, FormControlLabel, TextField, type TextFieldProps } from '@mui/material';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** A text field bound to react-hook-form; its validation message shows under it. */
export function FormTextField<T extends FieldValues>({ control, name, ...props }: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      {...field}
      value={field.value ?? ''}
      id={props.id ?? String(name)}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? props.helperText}
      fullWidth={props.fullWidth ?? true}
    />
  );
}

/** A date field (yyyy-mm-dd) bound to react-hook-form. */
export function FormDateField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  return <FormTextField {...props} type="date" slotProps={{ inputLabel: { shrink: true } }} />;
}

/** A checkbox bound to react-hook-form. */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
}) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          name={field.name}
        />
      }
    />
  );
}
