import type { SecondStepMethod } from '@pm/schemas/staff-sign-in';

export type { SecondStepMethod };

/** What a right password answers for an account with a second step: the ticket to pass it with, and its ways. */
export interface PendingSecondStep {
  ticket: string;
  methods: readonly SecondStepMethod[];
}

// In this module's memory only: never the cookie, storage or the history's state. A reload forgets it (the
// two-step page then asks to sign in again), and so does passing the step.
let pending: PendingSecondStep | null = null;

export function holdSecondStep(step: PendingSecondStep): void {
  pending = { ticket: step.ticket, methods: [...step.methods] };
}

export function pendingSecondStep(): PendingSecondStep | null {
  return pending;
}

export function forgetSecondStep(): void {
  pending = null;
}
