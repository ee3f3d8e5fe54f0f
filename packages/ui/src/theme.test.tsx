import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OutlinedInput, ThemeProvider } from './mui-basics';
import { theme } from './theme';

describe('theme', () => {
  it('keeps inputs from injecting the autofill keyframes each in a stylesheet of its own (the page holds them)', () => {
    render(
      <ThemeProvider theme={theme}>
        <OutlinedInput name="first" />
        <OutlinedInput name="second" />
      </ThemeProvider>,
    );
    const css = [...document.querySelectorAll('style')].map((sheet) => sheet.textContent).join('\n');
    expect(css).toContain('MuiInputBase-input');
    expect(css).not.toContain('@keyframes mui-auto-fill');
  });
});
