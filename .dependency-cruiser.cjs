/**
 * The layering of DESIGN.md, checked by `npm run lint:layers` (first step of `npm test`).
 * The rules: scripts/layering-rules.cjs.
 */
const { layeringRules } = require('./scripts/layering-rules.cjs');

module.exports = {
  forbidden: layeringRules(__dirname),
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a component importing a type from src/app/ is still tied to it.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
