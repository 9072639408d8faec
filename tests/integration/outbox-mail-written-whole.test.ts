import './auth-helpers';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outboxDirectory, sendMail, VISITOR_IN_OUTBOX } from '@/server/mail/send-mail';
import { mailAnswerToReader } from '@/server/questions/answer-mail';

/** Every .json file of the outbox, parsed; the names of those that are not whole JSON yet. */
function readOutbox(): { mails: { to: string }[]; broken: string[] } {
  const mails: { to: string }[] = [];
  const broken: string[] = [];
  let names: string[] = [];
  try {
    names = readdirSync(outboxDirectory()).filter((name) => name.endsWith('.json'));
  } catch {
    return { mails, broken };
  }
  for (const name of names) {
    try {
      mails.push(JSON.parse(readFileSync(path.join(outboxDirectory(), name), 'utf8')));
    } catch {
      broken.push(name);
    }
  }
  return { mails, broken };
}

describe('the outbox without SMTP', () => {
  it('never shows a reader half a mail: a .json file appears only once it is whole', async () => {
    const to = `whole-${Date.now()}@cabinet-test.example.com`;
    const broken = new Set<string>();
    let sending = true;
    // Reads the outbox at every turn of the event loop while the mails are being written.
    const watching = (async () => {
      while (sending) {
        for (const name of readOutbox().broken) broken.add(name);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        sendMail({ to, subject: `Essai ${index}`, text: 'Lien', html: '<p>Lien</p>' }),
      ),
    );
    sending = false;
    await watching;
    expect([...broken]).toEqual([]);
    const { mails } = readOutbox();
    expect(mails.filter((mail) => mail.to === to)).toHaveLength(20);
    expect(readdirSync(outboxDirectory()).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('keeps no address of a reader whose answer mail says it was erased', async () => {
    const reader = `lecteur-${Date.now()}@exemple.ma`;
    await mailAnswerToReader(reader, 'http://cabinet.test/blog/un-article#questions');
    const files = readdirSync(outboxDirectory()).map((name) =>
      readFileSync(path.join(outboxDirectory(), name), 'utf8'),
    );
    const answer = files.map((text) => JSON.parse(text)).find((mail) => mail.text.includes('vient d’être effacée'));
    expect(answer?.to).toBe(VISITOR_IN_OUTBOX);
    expect(files.join('\n')).not.toContain(reader);
  });
});
