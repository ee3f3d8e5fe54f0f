import { sessionApi } from '@pm/api-client';
import { SIGNED_IN_PERSON_ELEMENT_ID } from '@pm/apps/screens';
import { type SignedInPerson, sessionStore, useSession } from '@pm/session';
import { useEffect, useState } from 'react';

export type PersonState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; person: SignedInPerson };

let asking: { token: string; answer: Promise<void> } | null = null;

/**
 * Asks the server who `token` signs in (GET /session) and keeps the answer in the session store, once for pages
 * that ask together. An answer for a token that is no longer the current one is dropped. A 401 (the account was
 * deactivated, the session ended) signs out in the api-client, and the guard then sends to /login.
 */
function askWhoIsSignedIn(token: string): Promise<void> {
  if (asking?.token === token) return asking.answer;
  const answer = sessionApi
    .me()
    .then(({ data }) => {
      if (sessionStore.getState().token === token) sessionStore.getState().setPerson(data);
    })
    .finally(() => {
      if (asking?.token === token) asking = null;
    });
  asking = { token, answer };
  return answer;
}

/**
 * Takes who is signed in from the page, where the server put it for the cookie it was sent (static-site.ts), so that
 * the layout draws the page at once instead of asking GET /session first. Taken once: a later sign-in asks.
 */
export function adoptCarriedPerson(): void {
  const element = document.getElementById(SIGNED_IN_PERSON_ELEMENT_ID);
  if (!element) return;
  element.remove();
  if (!sessionStore.getState().token) return;
  sessionStore.getState().setPerson(JSON.parse(element.textContent ?? '') as SignedInPerson);
}

/** The signed-in person, loaded after a sign-in or a page load (and again after forgetPerson). */
export function useSignedInPerson(): PersonState {
  const token = useSession((state) => state.token);
  const person = useSession((state) => state.person);
  const [failure, setFailure] = useState<{ token: string; message: string } | null>(null);

  useEffect(() => {
    if (!token || person) return;
    let current = true;
    askWhoIsSignedIn(token).catch((error: unknown) => {
      if (current) setFailure({ token, message: error instanceof Error ? error.message : String(error) });
    });
    return () => {
      current = false;
    };
  }, [token, person]);

  if (person) return { status: 'loaded', person };
  if (failure && failure.token === token) return { status: 'error', message: failure.message };
  return { status: 'loading' };
}
