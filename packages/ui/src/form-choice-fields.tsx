import { Checkbox, FormControlLabel, NativeSelect } from '@pm/ui/mui-advanced';
import { OutlinedInput } from '@pm/ui/mui-basics';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { boundField, FieldFrame } from './form-fields';
import type { LoadState } from './use-load';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * The options, placeholder and helper text (FormSelectField's props) of a select whose choices load while its form
 * is already shown: the `loading` text until they come, then `choose`; under it, `failed` and the reason when they
 * could not be loaded (left out: nothing). The record's own choice (an edit) stays choosable even when it is not
 * among the loaded ones, and shown while they load.
 */
export function loadingChoices(
  state: LoadState<readonly SelectOption[]>,
  texts: { loading: string; choose: string; failed?: string },
  current?: SelectOption,
): { options: SelectOption[]; placeholder: string; helperText?: string } {
  const options = state.status === 'loaded' ? [...state.data] : [];
  if (current && !options.some((option) => option.value === current.value)) options.unshift(current);
  return {
    options,
    placeholder: state.status === 'loading' ? texts.loading : texts.choose,
    helperText: state.status === 'error' && texts.failed ? `${texts.failed}: ${state.message}` : undefined,
  };
}

function sameOptions(previous: readonly SelectOption[], next: readonly SelectOption[]): boolean {
  return (
    previous.length === next.length &&
    previous.every(
      (option, index) => option.value === next[index].value && option.label === next[index].label,
    )
  );
}

/**
 * A select's props are the same when each is, its options compared by what they offer: forms compute them as
 * they draw (loadingChoices), and a select that offers the same ones need not draw again.
 */
function sameSelectProps(previous: Record<string, unknown>, next: Record<string, unknown>): boolean {
  const keys = Object.keys(next);
  return (
    keys.length === Object.keys(previous).length &&
    keys.every((key) =>
      key === 'options'
        ? sameOptions(previous.options as SelectOption[], next.options as SelectOption[])
        : Object.is(previous[key], next[key]),
    )
  );
}

/**
 * A native select bound to react-hook-form, labelled like the text fields; its validation message shows under
 * it. Native, so it works the same with keyboards, screen readers and tests.
 */
export const FormSelectField = boundField(function FormSelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  placeholder,
  id = String(name),
  helperText,
  required,
  disabled,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: SelectOption[];
  /** The text of the empty first choice ("nothing chosen"); leave it out for no empty choice. */
  placeholder?: string;
  id?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}) {
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
      shrinkLabel
    >
      <NativeSelect
        {...field}
        value={field.value ?? ''}
        input={<OutlinedInput label={required ? `${label} *` : label} notched />}
        inputProps={{ id, 'aria-describedby': message ? `${id}-helper-text` : undefined }}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FieldFrame>
  );
}, sameSelectProps);

/** A checkbox bound to react-hook-form. */
export const FormCheckbox = boundField(function FormCheckbox<T extends FieldValues>({
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
});
