import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { deferred } from './testing';
import { type LoadState, useLoad } from './use-load';
import { useReloadable } from './use-reloadable';

/** A load the test answers itself, each call its own answer. */
function controlledLoads() {
  const calls: ReturnType<typeof deferred<string>>[] = [];
  const load = () => {
    calls.push(deferred<string>());
    return calls[calls.length - 1].promise;
  };
  return { load, answer: (call: number, text: string) => act(async () => calls[call].resolve(text)) };
}

function stateText(state: LoadState<string>): string {
  return state.status === 'loaded' ? state.data : state.status;
}

describe('useLoad', () => {
  it('draws its screen once while the first load is on its way, then the answer', async () => {
    const { load, answer } = controlledLoads();
    let renders = 0;
    function Screen() {
      renders++;
      return <p>{stateText(useLoad(load, []))}</p>;
    }
    render(<Screen />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(renders).toBe(1);
    await answer(0, 'the rows');
    expect(screen.getByText('the rows')).toBeTruthy();
  });

  it('shows loading again when what it loads changes', async () => {
    const { load, answer } = controlledLoads();
    let showPage: (page: number) => void = () => {};
    function Screen() {
      const [page, setPage] = useState(1);
      showPage = setPage;
      return <p>{stateText(useLoad(load, [page]))}</p>;
    }
    render(<Screen />);
    await answer(0, 'page 1');
    act(() => showPage(2));
    expect(screen.getByText('loading')).toBeTruthy();
    await answer(1, 'page 2');
    expect(screen.getByText('page 2')).toBeTruthy();
  });
});

describe('useReloadable', () => {
  it('draws its screen once while the first load is on its way, and keeps the data shown while it reloads', async () => {
    const { load, answer } = controlledLoads();
    let renders = 0;
    let reloadNow: () => Promise<void> = async () => {};
    function Screen() {
      renders++;
      const [state, reload] = useReloadable(load, []);
      reloadNow = reload;
      return <p>{stateText(state)}</p>;
    }
    render(<Screen />);
    expect(renders).toBe(1);
    await answer(0, 'the record');
    act(() => void reloadNow());
    expect(screen.getByText('the record')).toBeTruthy();
    await answer(1, 'the record, changed');
    expect(screen.getByText('the record, changed')).toBeTruthy();
  });
});
