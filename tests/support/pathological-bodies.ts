// As long as a body may be (500,000 characters).
const upToTheLimit = (lines: string[]) => lines.join('\n').slice(0, 500_000);

/** Bodies that stopped the site: each took seconds to minutes to render, or overflowed the stack. */
export const PATHOLOGICAL_BODIES = {
  'Markdown emphasis, « *a » × 64 000': '*a'.repeat(64_000),
  '5 000 nested <div>': `${'<div>'.repeat(5_000)}a${'</div>'.repeat(5_000)}`,
  '5 000 nested <b>': `<p>${'<b>'.repeat(5_000)}a</p>`,
  '5 000 nested tables': `<p>x</p>${'<table><tr><td>'.repeat(5_000)}a`,
  '5 000 nested > blockquotes': `${'>'.repeat(5_000)} a`,
  'lines of deepening blockquotes': upToTheLimit(Array.from({ length: 5_000 }, (_, i) => `${'> '.repeat(i + 1)}a`)),
  'deepening list levels': upToTheLimit(Array.from({ length: 5_000 }, (_, i) => `${'  '.repeat(i)}- a`)),
};
