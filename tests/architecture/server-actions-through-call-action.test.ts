import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { modulesWith, ROOT, sourceFiles, SRC } from './source-files';

/*
 * Decision 023: a back-office tab left open across a deploy posts action ids the new server does
 * not know, and only `callAction` turns Next's error into the French « rechargez-la » refusal
 * with the form kept. This test reads the client components with the type checker and names
 * every call of a server action that does not go through it.
 *
 * Server actions reach client components as props, so they are recognised by their shape: a
 * function received from outside (prop, parameter) that answers a promise of `{ ok, … }`, the
 * shape every exported server action has (checked below, so that the recognition cannot miss one).
 */
const FILES = sourceFiles();
const SERVER_ACTION_MODULES = modulesWith("'use server'", FILES);
const CLIENT_MODULES = modulesWith("'use client'", FILES);

function typeChecked() {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const program = ts.createProgram({
    rootNames: [...CLIENT_MODULES, ...SERVER_ACTION_MODULES],
    options: { ...config.options, incremental: false },
  });
  return { program, checker: program.getTypeChecker() };
}

const { program, checker } = typeChecked();
const where = (node: ts.Node) => {
  const source = node.getSourceFile();
  return `${path.relative(SRC, source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
};

function answersOkResult(signature: ts.Signature): boolean {
  const returned = checker.getReturnTypeOfSignature(signature);
  if (returned.getSymbol()?.getName() !== 'Promise') return false;
  const promised = checker.getAwaitedType(returned);
  return promised !== undefined && checker.getPropertyOfType(promised, 'ok') !== undefined;
}

/** A function the component received (a prop or a parameter), not one it imports or defines. */
function isReceivedFunction(call: ts.CallExpression): boolean {
  const callee = ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression;
  const declaration = checker.getSymbolAtLocation(callee)?.declarations?.[0];
  return (
    declaration !== undefined &&
    (ts.isPropertySignature(declaration) || ts.isParameter(declaration) || ts.isBindingElement(declaration))
  );
}

const isCallActionWrapping = (node: ts.Node, call: ts.Node) =>
  ts.isCallExpression(node) && node.expression.getText() === 'callAction' && node.arguments[0] === call;

/**
 * `run(() => actions.changeRole(id, role))` where the file's own `run(action)` does
 * `callAction(action(), …)`: the thunk's call goes through callAction too.
 */
function isThunkRunThroughCallAction(call: ts.CallExpression): boolean {
  const thunk = call.parent;
  if (!ts.isArrowFunction(thunk) || thunk.body !== call || !ts.isCallExpression(thunk.parent)) return false;
  const runner = checker.getSymbolAtLocation(thunk.parent.expression)?.declarations?.[0];
  if (!runner || !ts.isFunctionDeclaration(runner) || !runner.body) return false;
  const parameter = runner.parameters[thunk.parent.arguments.indexOf(thunk)]?.name.getText();
  let wrapped = false;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.getText() === parameter && isCallActionWrapping(node.parent, node))
      wrapped = true;
    ts.forEachChild(node, visit);
  };
  visit(runner.body);
  return wrapped;
}

function serverActionCalls() {
  const calls: { at: string; wrapped: boolean }[] = [];
  for (const file of CLIENT_MODULES) {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && isReceivedFunction(node)) {
        const signature = checker.getResolvedSignature(node);
        if (signature && answersOkResult(signature)) {
          calls.push({
            at: where(node),
            wrapped: isCallActionWrapping(node.parent, node) || isThunkRunThroughCallAction(node),
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(program.getSourceFile(file)!);
  }
  return calls;
}

// Type-checking every client component takes seconds, several times that on a busy machine.
describe('server actions are called through callAction (decision 023)', { timeout: 60_000 }, () => {
  it('every exported server action answers a promise of { ok, … }, the shape recognised below', () => {
    const exported = SERVER_ACTION_MODULES.flatMap((file) => {
      const module = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
      // Types may be exported beside the actions; only values are callable from the client.
      const values = checker.getExportsOfModule(module).filter((symbol) => symbol.flags & ts.SymbolFlags.Value);
      return values.map((action) => {
        const signatures = checker.getTypeOfSymbol(action).getCallSignatures();
        return {
          action: `${path.relative(SRC, file)}#${action.name}`,
          recognised: signatures.length > 0 && signatures.every(answersOkResult),
        };
      });
    });
    expect(exported.length).toBeGreaterThan(20);
    expect(exported.filter((entry) => !entry.recognised).map((entry) => entry.action)).toEqual([]);
  });

  it('no client component calls one without callAction', () => {
    const calls = serverActionCalls();
    expect(calls.length).toBeGreaterThan(20);
    expect(calls.filter((call) => !call.wrapped).map((call) => call.at)).toEqual([]);
  });
});
