import { describe, expect, it } from 'vitest';
import { handedOverBodies } from './handed-over-bodies';

describe('the editor tells its own text coming back from a body replaced from outside', () => {
  it('takes the opening body and each hand-over given back as its own', () => {
    const bodies = handedOverBodies('<p>Début</p>');
    expect(bodies.isOwn('<p>Début</p>')).toBe(true);
    bodies.record('<h2>Titre</h2>');
    expect(bodies.isOwn('<h2>Titre</h2>')).toBe(true);
  });

  it('never reopens an earlier hand-over given back once a later one was handed over (what was typed in between stays)', () => {
    const bodies = handedOverBodies('');
    bodies.record('<h2>Les examens du cabinet</h2>');
    bodies.record('<h2>Les examens du cabinet</h2><p></p>');
    expect(bodies.isOwn('<h2>Les examens du cabinet</h2>')).toBe(true);
    expect(bodies.isOwn('<h2>Les examens du cabinet</h2><p></p>')).toBe(true);
  });

  it('takes a body it never handed over as replaced from outside, and then as agreed', () => {
    const bodies = handedOverBodies('<p>Avant</p>');
    bodies.record('<p>Avant, modifié</p>');
    expect(bodies.isOwn('<p>Version restaurée</p>')).toBe(false);
    bodies.replaced('<p>Version restaurée</p>');
    expect(bodies.isOwn('<p>Version restaurée</p>')).toBe(true);
    expect(bodies.isOwn('<p>Avant, modifié</p>')).toBe(false);
  });

  it('takes a hand-over given back a second time (the effect running again) as its own, not as a replacement', () => {
    const bodies = handedOverBodies('');
    bodies.record('<p>a</p>');
    bodies.record('<p>ab</p>');
    expect(bodies.isOwn('<p>ab</p>')).toBe(true);
    expect(bodies.isOwn('<p>ab</p>')).toBe(true);
  });
});
