import { SIGNED_IN_PERSON_ELEMENT_ID } from '@pm/apps/screens';
import { sessionStore } from '@pm/session';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adoptCarriedPerson } from './signed-in-person';

/** The data block the server's shell page carries for a signed-in visit (server/src/web/static-site.ts). */
function carry(answer: unknown) {
  const element = document.createElement('script');
  element.id = SIGNED_IN_PERSON_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = JSON.stringify(answer);
  document.head.append(element);
}

const answer = { email: 'ana@agency.test', _id: 'a1', name: 'Ana', role: 'agent', mustEnrol: false };

describe('who is signed in, as the shell page carries it', () => {
  beforeEach(() => sessionStore.getState().signOut());
  afterEach(() => document.getElementById(SIGNED_IN_PERSON_ELEMENT_ID)?.remove());

  it('is the signed-in person at once, and is taken from the page once', () => {
    sessionStore.getState().signIn('token');
    carry(answer);
    adoptCarriedPerson();
    expect(sessionStore.getState().person).toEqual({
      email: 'ana@agency.test',
      name: 'Ana',
      role: 'agent',
      mustEnrol: false,
    });
    expect(document.getElementById(SIGNED_IN_PERSON_ELEMENT_ID)).toBeNull();
  });

  it('is left alone without a token (signed out meanwhile), and nothing is known without it', () => {
    carry(answer);
    adoptCarriedPerson();
    expect(sessionStore.getState().person).toBeNull();
    expect(document.getElementById(SIGNED_IN_PERSON_ELEMENT_ID)).toBeNull();
    sessionStore.getState().signIn('token');
    adoptCarriedPerson();
    expect(sessionStore.getState().person).toBeNull();
  });
});
