import { describe, expect, it } from 'vitest';
import { installsPackages, planSystemPrerequisites, type SystemTool } from './plan';

const chromium = (present: boolean): SystemTool => ({ name: 'Chromium', debianPackage: 'chromium', present });
const nginx = (present: boolean): SystemTool => ({ name: 'nginx', debianPackage: 'nginx', present });
const root = { isRoot: true, hasAptGet: true, skipInstall: false };

describe('planSystemPrerequisites', () => {
  it('does nothing when every tool is present', () => {
    expect(planSystemPrerequisites([chromium(true), nginx(true)], root)).toEqual({ action: 'ready' });
  });

  it('installs only the missing packages from Debian when run as root with apt-get', () => {
    expect(planSystemPrerequisites([chromium(false), nginx(true)], root)).toEqual({
      action: 'install',
      packages: ['chromium'],
      commands: [
        ['mkdir', '-p', '/usr/share/man/man1'],
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', '--no-install-recommends', 'chromium'],
      ],
    });
  });

  it('stops with the one command to run when not root', () => {
    const plan = planSystemPrerequisites([chromium(false), nginx(false)], { ...root, isRoot: false });
    expect(plan).toEqual({
      action: 'stop',
      message:
        'Missing Chromium and nginx (npm test installs it only when run as root). Run: sudo apt-get update && sudo apt-get install -y chromium nginx',
    });
  });

  it('stops without installing when SKIP_SYSTEM_INSTALL is set, even as root', () => {
    const plan = planSystemPrerequisites([chromium(false)], { ...root, skipInstall: true });
    expect(plan.action).toBe('stop');
    expect(plan).toMatchObject({ message: expect.stringContaining('SKIP_SYSTEM_INSTALL is set') });
  });

  it('stops on a machine without apt-get, naming the Debian packages to look for', () => {
    const plan = planSystemPrerequisites([chromium(false)], { ...root, hasAptGet: false });
    expect(plan).toMatchObject({ action: 'stop', message: expect.stringContaining('no apt-get') });
    expect(plan).toMatchObject({ message: expect.stringContaining('chromium') });
  });
});

describe('installsPackages', () => {
  it('is true only as root, with apt-get, and without SKIP_SYSTEM_INSTALL', () => {
    expect(installsPackages(root)).toBe(true);
    expect(installsPackages({ ...root, isRoot: false })).toBe(false);
    expect(installsPackages({ ...root, hasAptGet: false })).toBe(false);
    expect(installsPackages({ ...root, skipInstall: true })).toBe(false);
  });
});
