import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormSelectField, type SelectOption } from './form-choice-fields';

/** Options as a form computes them while it draws: a new array each time, which counts when the select draws them. */
function drawnOptions(options: SelectOption[], draws: { count: number }): SelectOption[] {
  const array = [...options];
  const map = array.map.bind(array);
  return Object.assign(array, {
    map: ((...args: Parameters<typeof map>) => {
      draws.count++;
      return map(...args);
    }) as typeof array.map,
  });
}

function OwnerForm({ options }: { options: SelectOption[] }) {
  const { control } = useForm<{ owner: string }>({ defaultValues: { owner: '' } });
  return <FormSelectField control={control} name="owner" label="Owner" options={options} />;
}

const somchai = { value: 'o1', label: 'Somchai' };
const malee = { value: 'o2', label: 'Malee' };

describe('FormSelectField', () => {
  it('draws again when its form does only if what it offers changed', () => {
    const draws = { count: 0 };
    const { rerender } = render(<OwnerForm options={drawnOptions([somchai], draws)} />);
    const firstDraws = draws.count;
    expect(firstDraws).toBeGreaterThan(0);

    rerender(<OwnerForm options={drawnOptions([{ ...somchai }], draws)} />);
    expect(draws.count).toBe(firstDraws);

    rerender(<OwnerForm options={drawnOptions([somchai, malee], draws)} />);
    expect(draws.count).toBe(firstDraws + 1);
    expect(screen.getByRole('option', { name: 'Malee' })).toBeTruthy();
  });
});
