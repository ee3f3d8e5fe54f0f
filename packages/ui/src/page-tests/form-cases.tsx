// The cases and checks every form screen shares: its messages (SPEC 5), a save (SPEC 8, 9), an image preview.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, it, type Mock, vi } from 'vitest';
import { deferred, envelope, fieldMessage, type PageUnderTest, pngFile, renderPage } from '../testing';

/**
 * SPEC 5's sign-in and recovery forms: a field shows its required message only once it has been visited and left,
 * and its minimum-length message once a too short text has been typed into it.
 */
export function fieldMessageCases(
  screenUnderTest: PageUnderTest,
  {
    required,
    tooShort,
  }: {
    /** Each field's required message, by label. */
    required: Record<string, string>;
    /** Texts to type, by label, and the messages they give, by label. */
    tooShort: { typed: Record<string, string>; messages: Record<string, string> };
  },
) {
  const shownMessages = (labels: string[]) =>
    Object.fromEntries(labels.map((label) => [label, fieldMessage(label)]));

  it('shows the required messages only after each field is touched', async () => {
    const user = userEvent.setup();
    renderPage(screenUnderTest);
    for (const message of Object.values(required)) expect(screen.queryByText(message)).toBeNull();
    for (const label of Object.keys(required)) await user.click(screen.getByLabelText(label));
    await user.tab();
    expect(shownMessages(Object.keys(required))).toEqual(required);
  });

  it('shows the minimum length messages', async () => {
    const user = userEvent.setup();
    renderPage(screenUnderTest);
    for (const [label, text] of Object.entries(tooShort.typed))
      await user.type(screen.getByLabelText(label), text);
    await user.tab();
    expect(shownMessages(Object.keys(tooShort.messages))).toEqual(tooShort.messages);
  });
}

/** SPEC 5: submitting the form shows each of `messages` and sends nothing with the mocked `call`. */
export async function expectSubmitRefused(user: UserEvent, submit: string, messages: string[], call: Mock) {
  await user.click(await screen.findByRole('button', { name: submit }));
  for (const message of messages) expect(await screen.findByText(message)).toBeTruthy();
  expect(call).not.toHaveBeenCalled();
}

/** SPEC 5: an empty submit shows every required message of the form and sends nothing. */
export function requiredMessagesCase(
  screenUnderTest: PageUnderTest,
  { submit, messages, call }: { submit: string; messages: string[]; call: Mock },
) {
  it('shows every required message on an empty submit and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(screenUnderTest);
    await expectSubmitRefused(user, submit, messages, call);
  });
}

/** A chosen image shows as a preview (the object URL of the file) named "{label} preview", with the file's name. */
export function imagePreviewCase(screenUnderTest: PageUnderTest, label: string) {
  it(`previews an image chosen for ${label}`, async () => {
    const user = userEvent.setup({ delay: null });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:chosen-preview');
    renderPage(screenUnderTest);
    await user.upload(await screen.findByLabelText(label), pngFile('chosen.png'));
    expect(screen.getByRole('img', { name: `${label} preview` }).getAttribute('src')).toBe(
      'blob:chosen-preview',
    );
    expect(createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ name: 'chosen.png' }));
    expect(screen.getByText('chosen.png')).toBeTruthy();
    createObjectURL.mockRestore();
  });
}

/**
 * The save every add and edit screen shares (SPEC 8, 9), in a test that fills the form its own way: the mocked
 * `call` answers only when the test says. Meanwhile the submit button shows its busy label, disabled (with the
 * screen's busy text beside it, if it has one); once answered, the success message shows, then the next screen.
 */
export function pendingSave<F extends (...args: never[]) => unknown>(call: Mock<F>) {
  const answer = deferred<never>();
  call.mockReturnValue(answer.promise as never);
  return {
    /** Expects the busy screen and one call; answers that call's arguments. */
    async expectBusy(button: string, text?: string): Promise<Parameters<F>> {
      const busy = await screen.findByRole('button', { name: button });
      expect((busy as HTMLButtonElement).disabled).toBe(true);
      if (text) expect(screen.getByText(text)).toBeTruthy();
      // The busy text names the wait; its spinner is hidden (a progressbar without a name fails axe).
      expect(screen.queryByRole('progressbar')).toBeNull();
      // Busy from the click; the call follows once the form's checks (their schemas loaded on demand) pass.
      await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
      return call.mock.calls[0] as Parameters<F>;
    },
    /** Answers with `record`; expects the message in a toast or a popup, then the `next` screen (a stand-in's text). */
    async succeed(record: unknown, message: { toast: string } | { popup: string }, next: string) {
      answer.resolve(envelope(record) as never);
      const [role, text] = 'toast' in message ? ['status', message.toast] : ['alertdialog', message.popup];
      expect((await screen.findByText(text)).closest(`[role="${role}"]`)).not.toBeNull();
      expect(screen.queryByText(next)).toBeNull();
      expect(await screen.findByText(next, {}, { timeout: 4000 })).toBeTruthy();
    },
  };
}

/** SPEC 8: the "Failed" alert of a save shows the server's message with the domain's icon; answers the alert. */
export async function expectFailedAlert(message: string, icon: 'question' | 'error'): Promise<HTMLElement> {
  const alert = await screen.findByRole('alertdialog', { name: 'Failed' });
  expect(within(alert).getByText(message)).toBeTruthy();
  const [shown, other] =
    icon === 'question'
      ? ['HelpOutlineOutlinedIcon', 'ErrorOutlineOutlinedIcon']
      : ['ErrorOutlineOutlinedIcon', 'HelpOutlineOutlinedIcon'];
  expect(alert.querySelector(`[data-testid="${shown}"]`)).not.toBeNull();
  expect(alert.querySelector(`[data-testid="${other}"]`)).toBeNull();
  return alert;
}
