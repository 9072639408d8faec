import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { modulesWith, sourceFiles, SRC } from './source-files';

/*
 * Decision 038: every server action is built by `staffAction` (src/server/actions/staff-action.ts)
 * and every route handler under src/app/api — Better Auth's own catch-all aside — goes through
 * `staffRoute` or `publicRoute` (src/server/http/route.ts), so the guard, the schema, the French
 * answers and `private, no-store` cannot be forgotten by a new one. Read from the syntax tree.
 */
const FILES = sourceFiles();
const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** Each exported value of a module: its name and the function called to build it (null: not built by a call). */
function exportedValues(file: string): { name: string; builtBy: string | null }[] {
  const values: { name: string; builtBy: string | null }[] = [];
  for (const statement of parse(file).statements) {
    if (!isExported(statement)) continue;
    if (ts.isFunctionDeclaration(statement)) values.push({ name: statement.name?.text ?? 'default', builtBy: null });
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      const builtBy =
        init && ts.isCallExpression(init) && ts.isIdentifier(init.expression) ? init.expression.text : null;
      values.push({ name: declaration.name.getText(), builtBy });
    }
  }
  return values;
}

/** Functions outside `actions.ts` that hand back a `staffAction(…)` (the taxonomy pages' builders). */
function actionBuilders(): Set<string> {
  const builders = new Set(['staffAction']);
  for (const file of FILES.filter((candidate) => readFileSync(candidate, 'utf8').includes('return staffAction('))) {
    for (const statement of parse(file).statements) {
      if (!ts.isFunctionDeclaration(statement) || !isExported(statement) || !statement.body || !statement.name)
        continue;
      const returned = statement.body.statements.find(ts.isReturnStatement)?.expression;
      if (returned && ts.isCallExpression(returned) && returned.expression.getText() === 'staffAction')
        builders.add(statement.name.text);
    }
  }
  return builders;
}

// publicFormRoute is the public forms' one path (decision 039), itself built on the same checks.
const ROUTE_WRAPPERS = new Set(['staffRoute', 'publicRoute', 'publicFormRoute']);
const ROUTE_CONFIG = new Set([
  'dynamic',
  'revalidate',
  'runtime',
  'fetchCache',
  'dynamicParams',
  'preferredRegion',
  'maxDuration',
]);

describe('one shape per edge (decision 038)', () => {
  it('every exported server action is built by staffAction', () => {
    const builders = actionBuilders();
    const actions = modulesWith("'use server'", FILES).flatMap((file) =>
      exportedValues(file).map((value) => ({ ...value, at: `${relative(file)}#${value.name}` })),
    );
    expect(actions.length).toBeGreaterThan(20);
    expect(
      actions.filter((action) => !action.builtBy || !builders.has(action.builtBy)).map((action) => action.at),
    ).toEqual([]);
  });

  it('every route handler under src/app/api but Better Auth’s goes through staffRoute or publicRoute', () => {
    const routes = FILES.filter(
      (file) => /^app\/api\/.*\/route\.tsx?$/.test(relative(file)) && !relative(file).startsWith('app/api/auth/'),
    );
    const methods = routes.flatMap((file) =>
      exportedValues(file)
        .filter((value) => !ROUTE_CONFIG.has(value.name))
        .map((value) => ({ ...value, at: `${relative(file)} ${value.name}` })),
    );
    expect(methods.length).toBeGreaterThanOrEqual(5);
    expect(
      methods.filter((method) => !method.builtBy || !ROUTE_WRAPPERS.has(method.builtBy)).map((method) => method.at),
    ).toEqual([]);
  });

  it('one no-store constant: no other source spells the header value', () => {
    const spelled = FILES.filter(
      (file) =>
        relative(file) !== 'lib/http/no-store.ts' && /['"`](private, )?no-store['"`]/.test(readFileSync(file, 'utf8')),
    );
    expect(spelled.map(relative)).toEqual([]);
  });
});
