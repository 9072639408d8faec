import { describe, expect, it } from 'vitest';
import { introductionParagraphs, tagPageIndexable, topicDescription, topicTitle } from './topic-pages';

describe('topic pages (decision 048)', () => {
  it('keeps a tag page out of search engines while it holds fewer than three public articles', () => {
    expect(tagPageIndexable(0)).toBe(false);
    expect(tagPageIndexable(2)).toBe(false);
    expect(tagPageIndexable(3)).toBe(true);
  });

  it('splits the introduction into paragraphs at empty lines and joins the lines of one paragraph', () => {
    expect(introductionParagraphs('Première ligne\nsuite.\n\n  \nDeuxième.\n')).toEqual([
      'Première ligne suite.',
      'Deuxième.',
    ]);
    expect(introductionParagraphs(null)).toEqual([]);
  });

  it('describes the page with its introduction, cut at a word within 160 characters', () => {
    expect(topicDescription('Sexologie', 'Court texte.')).toBe('Court texte.');
    const long = `${'mot '.repeat(60)}fin`;
    const description = topicDescription('Sexologie', long);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^mot( mot)+…$/);
  });

  it('names the topic when there is no introduction', () => {
    expect(topicDescription('Échographie', null)).toBe(
      'Les articles du cabinet sur « Échographie » : conseils et explications d’un médecin à Casablanca.',
    );
  });

  it('titles the page with the topic and its page number after the first', () => {
    expect(topicTitle('category', 'Sexologie', 1)).toBe('Sexologie : nos articles');
    expect(topicTitle('tag', 'ménopause', 2)).toBe('Articles sur « ménopause » – page 2');
  });
});
