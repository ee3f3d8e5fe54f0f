import { lazy, Suspense, useState } from 'react';
import { create } from 'zustand';
import type { Feedback, Popup, PopupIcon, Toast, ToastSeverity } from './feedback-types';

/** SPEC 9: popups, toasts and alerts close by themselves after 1500 ms. */
export const FEEDBACK_DURATION_MS = 1500;

export type { Feedback, Popup, PopupIcon, Toast, ToastSeverity } from './feedback-types';

interface FeedbackState {
  current: Feedback | null;
  close: (id: number) => void;
}

let nextId = 1;
const closers = new Map<number, () => void>();

const useFeedbackStore = create<FeedbackState>()((set, get) => ({
  current: null,
  close: (id) => {
    if (get().current?.id === id) set({ current: null });
    closers.get(id)?.();
    closers.delete(id);
  },
}));

function show(feedback: Omit<Toast, 'id'> | Omit<Popup, 'id'>): Promise<void> {
  const id = nextId++;
  return new Promise((resolve) => {
    closers.set(id, resolve);
    const previous = useFeedbackStore.getState().current;
    if (previous) useFeedbackStore.getState().close(previous.id);
    useFeedbackStore.setState({ current: { ...feedback, id } as Feedback });
    setTimeout(() => useFeedbackStore.getState().close(id), FEEDBACK_DURATION_MS);
  });
}

/** A small notice in the corner. Resolves when it closes. */
export function showToast(message: string, severity: ToastSeverity = 'success'): Promise<void> {
  return show({ kind: 'toast', message, severity });
}

/** A centred popup with a large icon. Resolves when it closes. */
export function showPopup(options: { message: string; icon: PopupIcon; title?: string }): Promise<void> {
  return show({ kind: 'popup', ...options });
}

/** SPEC 8: the "Failed" alert of save failures, with a question or an error icon. */
export function showFailedAlert(message: string, icon: 'question' | 'error'): Promise<void> {
  return showPopup({ title: 'Failed', message, icon });
}

/**
 * Runs the save of a form. On failure it shows the "Failed" alert with the error's message (SPEC 8) and answers
 * false, so the page stays on the form with what was typed; on success it answers true.
 */
export async function saveOrShowFailure(
  save: () => Promise<unknown>,
  icon: 'question' | 'error',
): Promise<boolean> {
  try {
    await save();
    return true;
  } catch (error) {
    void showFailedAlert(error instanceof Error ? error.message : String(error), icon);
    return false;
  }
}

// The host's visuals (dialog, snackbar, alert) load with the first message: pages that show none never download them.
const FeedbackView = lazy(() => import('./feedback-view'));

/** Rendered once by the shell; every remote's calls above land here. */
export function FeedbackHost() {
  const current = useFeedbackStore((state) => state.current);
  const close = useFeedbackStore((state) => state.close);
  const [needed, setNeeded] = useState(false);
  if (current && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackView current={current} close={close} />
    </Suspense>
  );
}
