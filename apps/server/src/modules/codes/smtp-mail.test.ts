import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, expect, it, vi } from 'vitest';
import { loadConfig, productionProblems } from '../../config.js';
import type { MailLogItem } from '@portal/contracts/account';
import { call, newIp, registerMember, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';

// E-mail through a real SMTP server (the smtp-server package, listening on this machine, with
// a user and password): the portal connects over the network, authenticates, and the message
// the server received is the one read here. A mailbox the server refuses (550) and the member's
// next try are checked too.

const received: ParsedMail[] = [];
const USER = 'portal';
const PASSWORD = 'smtp-s3cret';

const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  authMethods: ['PLAIN', 'LOGIN'],
  logger: false,
  onAuth(auth, _session, callback) {
    if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
    else callback(new Error('Invalid username or password'));
  },
  onRcptTo(address, _session, callback) {
    if (address.address.startsWith('refused.')) {
      const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      callback(error);
      return;
    }
    callback();
  },
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        received.push(mail);
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const port = (smtp.server.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const FROM = 'Jiedao Logistics <no-reply@jiedao.example>';

async function mailTo(address: string): Promise<ParsedMail> {
  return vi.waitFor(
    () => {
      const mail = received.find((item) => item.to && !Array.isArray(item.to) && item.to.value.some((to) => to.address === address));
      if (!mail) throw new Error(`no mail to ${address} yet`);
      return mail;
    },
    { timeout: 5_000, interval: 20 },
  );
}

const lastLog = (t: TestApp, address: string) =>
  t.database.db.selectFrom('mail_log').select(['status', 'content', 'scene']).where('address', '=', address).orderBy('id', 'desc').executeTakeFirstOrThrow();

describeEachDb(
  'e-mail through SMTP',
  (ctx) => {
    it('sends the code in a text and an HTML part in the member’s language; the code in the mail binds the address; the record masks it', async () => {
      const member = await registerMember(ctx());
      const address = `amina.${member.mobile}@example.com`;
      const sent = await call(ctx().app, 'POST', '/app-api/member/send-email-code', { token: member.token, body: { email: address }, ip: newIp(), locale: 'fr_FR' });
      expect(sent).toMatchObject({ code: 0 });

      const mail = await mailTo(address);
      expect(mail.from?.value).toEqual([{ name: 'Jiedao Logistics', address: 'no-reply@jiedao.example' }]);
      expect(mail.subject).toBe('[Jiedao Logistics] Votre code de vérification');
      const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
      expect(code).toBeDefined();
      expect(mail.html).toContain('<html lang="fr">');
      expect(mail.html).toContain(code);

      // Staff see that it went, not the code.
      const record = await lastLog(ctx(), address);
      expect(record).toMatchObject({ status: 'sent', scene: 'bind-email' });
      expect(record.content).not.toContain(code);
      expect(record.content).toContain('••••••');
      const staff = await staffToken(ctx(), 'service', 'service1234');
      const outbox = await call<{ list: MailLogItem[] }>(ctx().app, 'GET', '/admin-api/system/mail-log/page', { token: staff, query: { address } });
      expect(outbox.data.list).toEqual([expect.objectContaining({ status: 'sent', content: record.content })]);

      const bound = await call(ctx().app, 'POST', '/app-api/member/user/bind-email', { token: member.token, body: { email: address, code } });
      expect(bound).toMatchObject({ code: 0 });
    });

    it('tells the member when the server refuses the mailbox, records the refusal, and lets them ask again at once', async () => {
      const member = await registerMember(ctx());
      const address = `refused.${member.mobile}@example.com`;
      const first = await call(ctx().app, 'POST', '/app-api/member/send-email-code', { token: member.token, body: { email: address }, ip: newIp(), locale: 'en_US' });
      expect(first).toMatchObject({ status: 503, code: 1_003_007, msg: 'The code could not be sent just now, please try again in a moment' });
      expect(await lastLog(ctx(), address)).toMatchObject({ status: 'failed' });
      // No code waits out the resend time: the next try goes to the server again.
      const again = await call(ctx().app, 'POST', '/app-api/member/send-email-code', { token: member.token, body: { email: address }, ip: newIp(), locale: 'en_US' });
      expect(again.code).toBe(1_003_007);
      const codes = await ctx().database.db.selectFrom('verification_code').select('id').where('recipient', '=', address).execute();
      expect(codes).toEqual([]);
    });
  },
  { mail: { smtpUrl: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`, from: FROM } },
);

describeEachDb(
  'e-mail through SMTP with a wrong password',
  (ctx) => {
    it('answers that the code could not be sent, never a server error', async () => {
      const member = await registerMember(ctx());
      const address = `wrong.${member.mobile}@example.com`;
      const answer = await call(ctx().app, 'POST', '/app-api/member/send-email-code', { token: member.token, body: { email: address }, ip: newIp() });
      expect(answer).toMatchObject({ status: 503, code: 1_003_007 });
    });
  },
  { mail: { smtpUrl: `smtp://${USER}:wrong@127.0.0.1:${port}`, from: FROM } },
);

it('reads SMTP_URL and MAIL_FROM, refusing what is not an SMTP address, and production wants a real sender', () => {
  expect(loadConfig({ NODE_ENV: 'test' }).mail).toEqual({ smtpUrl: null, from: 'Jiedao Logistics <no-reply@localhost>' });
  expect(loadConfig({ NODE_ENV: 'test', SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: FROM }).mail).toEqual({ smtpUrl: 'smtps://u:p@mail.example.com:465', from: FROM });
  expect(() => loadConfig({ NODE_ENV: 'test', SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
  const production = loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-secret', SMTP_URL: 'smtp://mail.example.com' });
  expect(productionProblems(production)).toContain('MAIL_FROM must be set to an address of your domain when SMTP_URL is set');
});
