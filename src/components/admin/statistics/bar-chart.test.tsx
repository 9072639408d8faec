import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { bucketLabel } from '@/lib/statistics/statistics-series';
import { BarChart } from './bar-chart';

const VISITS = { one: 'visite', many: 'visites' };
const days = (...values: number[]) =>
  values.map((value, index) => {
    const bucket = `2026-11-${String(index + 1).padStart(2, '0')}`;
    return { bucket, label: bucketLabel(bucket), value };
  });
const text = (html: string) =>
  html
    .replaceAll('<!-- -->', '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[ \n\t]+/g, ' ');

describe('the charts of « Statistiques »', () => {
  it('say that nothing was counted in a period without a single visit, instead of drawing an empty frame', () => {
    const html = renderToStaticMarkup(<BarChart title="Visites" unit={VISITS} points={days(0, 0, 0)} />);
    expect(text(html)).toContain('Rien de compté sur cette période.');
    expect(html).not.toContain('<svg');
    expect(html).not.toContain('maximum');
  });

  it('write the largest figure in French, singular for one', () => {
    expect(text(renderToStaticMarkup(<BarChart title="Visites" unit={VISITS} points={days(0, 1, 0)} />))).toContain(
      'maximum 1\u00a0visite',
    );
    expect(text(renderToStaticMarkup(<BarChart title="Visites" unit={VISITS} points={days(1_200, 3, 0)} />))).toContain(
      'maximum 1\u202f200\u00a0visites',
    );
  });

  it('give each bar its day and figure, shown when a pointer rests on it', () => {
    const html = renderToStaticMarkup(<BarChart title="Visites" unit={VISITS} points={days(4, 1, 0)} />);
    expect(html).toContain('<title>1\u00a0nov.\u00a0: 4\u00a0visites</title>');
    expect(html).toContain('<title>2\u00a0nov.\u00a0: 1\u00a0visite</title>');
  });

  it('name the first, middle and last buckets as text outside the drawing, which shrinks on a phone', () => {
    const html = renderToStaticMarkup(<BarChart title="Visites" unit={VISITS} points={days(...Array(30).fill(2))} />);
    const drawing = html.slice(html.indexOf('<svg'), html.indexOf('</svg>'));
    expect(drawing).not.toContain('<text');
    const axis = html.slice(html.indexOf('</svg>'), html.indexOf('<table'));
    expect(text(axis).trim()).toBe('1\u00a0nov. 15\u00a0nov. 30\u00a0nov.');
    // Under the middle bar: the 15th of 30 buckets.
    expect(axis).toContain('left:48.33%');
  });

  it('keep every figure in a table for screen readers', () => {
    const html = renderToStaticMarkup(<BarChart title="Visites" unit={VISITS} points={days(4, 1, 0)} />);
    const table = html.slice(html.indexOf('<table'));
    expect(text(table)).toContain('Visites Période visites 1\u00a0nov. 4 2\u00a0nov. 1 3\u00a0nov. 0');
  });
});
