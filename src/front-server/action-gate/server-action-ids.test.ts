import { describe, expect, it } from 'vitest';
import { parseServerActionIds } from './server-action-ids';

const id = (first: string) => first.repeat(21);

describe('parseServerActionIds', () => {
  it("reads the ids of both runtimes from Next's manifest", () => {
    const manifest = JSON.stringify({
      node: {
        [id('40')]: { workers: {}, layer: {}, exportedName: 'savePost' },
        [id('7f')]: { workers: {}, layer: {} },
      },
      edge: { [id('60')]: { workers: {}, layer: {} } },
      encryptionKey: 'secret',
    });
    expect([...parseServerActionIds(manifest)].sort()).toEqual([id('40'), id('60'), id('7f')]);
  });

  it('accepts a build without actions, or without the edge runtime', () => {
    expect(parseServerActionIds('{"node":{},"edge":{}}').size).toBe(0);
    expect([...parseServerActionIds(`{"node":{"${id('40')}":{}}}`)]).toEqual([id('40')]);
  });

  it("refuses anything that is not Next's shape, rather than knowing no action", () => {
    expect(() => parseServerActionIds('[]')).toThrow(/shape/);
    expect(() => parseServerActionIds('{"edge":{}}')).toThrow(/shape/);
    expect(() => parseServerActionIds('{"node":[],"edge":{}}')).toThrow(/shape/);
    expect(() => parseServerActionIds('{"node":')).toThrow(SyntaxError);
  });
});
