import type { SearchPlan } from './query';

/**
 * A plan written in each engine's query language. Stems are `a-z0-9` only (planSearch keeps no
 * other), so quoting them is enough: nothing the visitor typed becomes an operator.
 */
function write(plan: SearchPlan, term: (stem: string) => string, and: string, or: string): string {
  const joined = (items: string[], operator: string) =>
    items.length === 1 ? (items[0] as string) : `(${items.join(operator)})`;
  return plan.groups
    .map((group) =>
      joined(
        group.map((alternative) => joined(alternative.map(term), and)),
        or,
      ),
    )
    .join(and);
}

/** An SQLite FTS5 MATCH expression. */
export function fts5Expression(plan: SearchPlan): string {
  return write(plan, (stem) => `"${stem}"`, ' AND ', ' OR ');
}

/** A PostgreSQL `to_tsquery('simple', …)` expression. */
export function tsqueryExpression(plan: SearchPlan): string {
  return write(plan, (stem) => `'${stem}'`, ' & ', ' | ');
}
