import { getSchema } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';
import { Figure } from './figure-node';
import { imageSlot } from './image-slot';

const schema = getSchema([StarterKit, Figure]);
const node = (name: string) => schema.nodes[name]!;
const paragraph = (text: string) => node('paragraph').create(null, text ? schema.text(text) : null);
// <p>Un texte à couper</p> spans 0…19, <p>Suite</p> 19…26, the empty paragraph 26…28.
const doc = node('doc').create(null, [paragraph('Un texte à couper'), paragraph('Suite'), paragraph('')]);

describe('an image dropped, pasted or inserted goes between blocks, never inside a word', () => {
  it('a position in the first half of a paragraph puts the image before the paragraph', () => {
    expect(imageSlot(doc, 5)).toEqual({ from: 0, to: 0 });
  });

  it('a position in the second half, in the middle of a word, puts it after the paragraph', () => {
    expect(imageSlot(doc, 14)).toEqual({ from: 19, to: 19 });
  });

  it('an empty paragraph is replaced by the image', () => {
    expect(imageSlot(doc, 27)).toEqual({ from: 26, to: 28 });
  });

  it('a position already between blocks stays there; one beyond the end is clamped', () => {
    expect(imageSlot(doc, 19)).toEqual({ from: 19, to: 19 });
    expect(imageSlot(doc, 999)).toEqual({ from: 28, to: 28 });
  });

  it('a position inside a list item goes around the whole list', () => {
    const item = node('listItem').create(null, paragraph('un point'));
    const list = node('doc').create(null, [node('bulletList').create(null, [item, item])]);
    expect(imageSlot(list, 4)).toEqual({ from: 0, to: 0 });
    expect(imageSlot(list, 17)).toEqual({ from: list.content.size, to: list.content.size });
  });
});
