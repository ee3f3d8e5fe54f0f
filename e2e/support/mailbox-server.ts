import { type SmtpCatcher, startSmtpCatcher } from '@pm/smtp-catcher';
import { test } from '../fixtures';
import { type RunningServer, startAppServer } from './processes';

/** For the tests of the describe block: an app server of its own (`name`), sending its mail to an SMTP catcher. */
export function serverWithMailbox(name: string, env: Record<string, string>) {
  const running = {} as { catcher: SmtpCatcher; server: RunningServer };
  test.beforeAll(async () => {
    running.catcher = await startSmtpCatcher();
    running.server = await startAppServer(name, { SMTP_URL: running.catcher.url, ...env });
  });
  test.afterAll(async () => {
    await running.server?.stop();
    await running.catcher?.stop();
  });
  return running;
}
