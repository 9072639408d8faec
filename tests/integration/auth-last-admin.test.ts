import './auth-helpers';
import { beforeEach, describe, expect, it } from 'vitest';
import { runAdminCli } from '@/server/auth/admin-cli';
import { listStaff, setStaffDisabled, setStaffRole, type StaffMember } from '@/server/auth/staff';
import { staffWithStrongPassword, uniqueEmail } from './auth-helpers';

const LAST_ACTIVE_ADMIN = 'Il doit rester au moins un administrateur actif.';
const ROUNDS = 6;

let first: StaffMember;
let second: StaffMember;

async function activeAdmins() {
  return (await listStaff()).filter((member) => member.role === 'admin' && !member.disabled);
}

/** Exactly two active admins, `first` and `second`, before every test. */
beforeEach(async () => {
  first = await staffWithStrongPassword({ email: uniqueEmail('admin-a'), name: 'Admin A', role: 'admin' });
  second = await staffWithStrongPassword({ email: uniqueEmail('admin-b'), name: 'Admin B', role: 'admin' });
  for (const member of await activeAdmins()) {
    if (member.id !== first.id && member.id !== second.id) await setStaffDisabled(member.id, true);
  }
});

/** Runs both changes at the same moment: one goes through, the other gets the French refusal. */
async function expectOneRefused(changes: [Promise<unknown>, Promise<unknown>]) {
  const outcomes = await Promise.allSettled(changes);
  expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  const refused = outcomes.find((outcome) => outcome.status === 'rejected');
  expect((refused as PromiseRejectedResult).reason).toMatchObject({ message: LAST_ACTIVE_ADMIN });
  expect(await activeAdmins()).toHaveLength(1);
}

async function restoreBothAdmins() {
  for (const member of [first, second]) {
    await setStaffDisabled(member.id, false);
    await setStaffRole(member.id, 'admin');
  }
  expect(await activeAdmins()).toHaveLength(2);
}

describe('the last active admin under concurrent changes', () => {
  it('keeps one active admin when two admins disable each other at the same moment', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      await expectOneRefused([setStaffDisabled(first.id, true), setStaffDisabled(second.id, true)]);
      await restoreBothAdmins();
    }
  });

  it('keeps one active admin when two admins demote each other at the same moment', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      await expectOneRefused([setStaffRole(first.id, 'editor'), setStaffRole(second.id, 'editor')]);
      await restoreBothAdmins();
    }
  });

  it('keeps one active admin when one is disabled while the other is demoted', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      await expectOneRefused([setStaffDisabled(first.id, true), setStaffRole(second.id, 'editor')]);
      await restoreBothAdmins();
    }
  });

  it('applies the same rule to `npm run admin -- disable` racing the back office', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [cli, backOffice] = await Promise.allSettled([
        runAdminCli(['disable', '--email', first.email]),
        setStaffDisabled(second.id, true),
      ]);
      const cliSucceeded = cli.status === 'fulfilled' && cli.value.exitCode === 0;
      if (cliSucceeded)
        expect(backOffice).toMatchObject({ status: 'rejected', reason: { message: LAST_ACTIVE_ADMIN } });
      else
        expect(cli).toMatchObject({
          status: 'fulfilled',
          value: { exitCode: 1, output: `Erreur : ${LAST_ACTIVE_ADMIN}` },
        });
      expect(await activeAdmins()).toHaveLength(1);
      await restoreBothAdmins();
    }
  });

  it('still lets an admin be disabled or demoted while another admin stays active', async () => {
    await setStaffRole(first.id, 'editor');
    await setStaffDisabled(first.id, true);
    expect((await activeAdmins()).map((member) => member.id)).toEqual([second.id]);
  });
});
