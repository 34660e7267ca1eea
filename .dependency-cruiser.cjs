// The boundaries of docs/decisions/0024-each-module-owns-its-tables.md, checked by `npm run check`
// (`npm run check:boundaries` alone). Tests are exempt: they may reach anything to set up a case.
// There are no known violations: the check fails on any crossing. If it says no, move the code;
// don't widen a rule. The server modules' graph is checked for cycles by
// .dependency-cruiser-cycles.cjs (a second pass over src/server/modules alone).

/** A server module's own folder: `$1` is its name in the rules below. */
const MODULE = '^src/server/modules/([^/]+)/';
/** A client feature's own folder: `$1` is its name in the rules below. */
const FEATURE = '^src/client/features/([^/]+)/';

module.exports = {
  forbidden: [
    {
      name: 'module-uses-another-modules-repository',
      comment:
        "A module's tables are read and written only by its own repository: call the owner's service " +
        'or a read function it exports.',
      severity: 'error',
      from: { path: MODULE },
      to: {
        path: '^src/server/modules/[^/]+/[^/]+\\.repository\\.ts$',
        pathNot: '^src/server/modules/$1/',
      },
    },
    {
      name: 'module-uses-another-modules-schema',
      comment:
        'A module imports only its own schema file, db/schema/<module>.ts: the tables of another ' +
        "module are reached through that module's service.",
      severity: 'error',
      from: { path: MODULE, pathNot: '^src/server/modules/profile/' },
      to: { path: '^src/server/db/schema/', pathNot: '^src/server/db/schema/$1\\.ts$' },
    },
    {
      name: 'profile-uses-another-modules-schema',
      comment:
        "The profile module's schema file is db/schema/profiles.ts (its table: user_profiles).",
      severity: 'error',
      from: { path: '^src/server/modules/profile/' },
      to: { path: '^src/server/db/schema/', pathNot: '^src/server/db/schema/profiles\\.ts$' },
    },
    {
      name: 'plugin-imports-a-module',
      comment:
        'Plugins are the HTTP plumbing every module uses; they import no module. The one exception: ' +
        "plugins/auth.ts resolves the session cookie through auth's service (it is that module's " +
        'request hook).',
      severity: 'error',
      from: { path: '^src/server/plugins/', pathNot: '^src/server/plugins/auth\\.ts$' },
      to: { path: '^src/server/modules/' },
    },
    {
      name: 'auth-plugin-reaches-past-auth-service',
      comment: 'plugins/auth.ts may use the auth module through its service only.',
      severity: 'error',
      from: { path: '^src/server/plugins/auth\\.ts$' },
      to: {
        path: '^src/server/modules/',
        pathNot: '^src/server/modules/auth/(auth\\.service|session-token)\\.ts$',
      },
    },
    {
      name: 'db-imports-a-module',
      comment:
        'The database layer (client, migrations, schema, SQL helpers) imports no module. The demo ' +
        'seed and the db CLI load data, and may do so only through the owners’ services.',
      severity: 'error',
      from: { path: '^src/server/db/', pathNot: '^src/server/db/(seed/|cli\\.ts$)' },
      to: { path: '^src/server/modules/' },
    },
    {
      name: 'seed-uses-a-repository-or-routes',
      comment: 'The seed loads data through the owners’ services, never their repositories.',
      severity: 'error',
      from: { path: '^src/server/db/(seed/|cli\\.ts$)' },
      to: { path: '^src/server/modules/[^/]+/[^/]+\\.(repository|routes)\\.ts$' },
    },
    {
      name: 'feature-uses-another-features-internals',
      comment:
        'A client feature uses another feature only through its public entry, features/<name>/index.ts ' +
        '(or index.tsx); widgets several features need belong in src/client/components.',
      severity: 'error',
      from: { path: FEATURE },
      to: {
        path: '^src/client/features/[^/]+/',
        pathNot: ['^src/client/features/$1/', '^src/client/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'features-import-each-other',
      comment:
        'No cycle between features (two features importing each other, or a longer ring): move what ' +
        'both need to src/client/components or src/client/lib, or let one depend on the other.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/client/features/[^/]+$' },
      to: { path: '^src/client/features/[^/]+$', circular: true },
    },
    {
      name: 'module-calls-up-into-flows-or-jobs',
      comment:
        'Flows (use cases across modules) and jobs call modules, never the other way. Only a ' +
        "module's routes, the HTTP edge, may hand a request to a flow.",
      severity: 'error',
      from: { path: '^src/server/modules/', pathNot: '\\.routes\\.ts$' },
      to: { path: '^src/server/(flows|jobs)/' },
    },
    {
      name: 'flow-calls-a-job',
      comment: 'Jobs run flows on a timer; a flow never starts a job.',
      severity: 'error',
      from: { path: '^src/server/flows/' },
      to: { path: '^src/server/jobs/' },
    },
    {
      name: 'shared-imports-server-or-client',
      comment: 'src/shared runs in both the server and the browser: it imports neither side.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|client)/' },
    },
    {
      name: 'client-imports-server',
      comment:
        'The browser bundle never holds server code: the client speaks to it over HTTP only.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'feature-imports-the-app-shell',
      comment:
        'src/client/app (routes, layout, boot) composes the features; a feature never imports it. ' +
        'What both need belongs in src/client/components or src/client/lib.',
      severity: 'error',
      from: { path: FEATURE },
      to: { path: '^src/client/app/' },
    },
    {
      name: 'shared-client-code-imports-a-feature',
      comment:
        'src/client/components and src/client/lib are below the features: they import none of them.',
      severity: 'error',
      from: { path: '^src/client/(components|lib)/' },
      to: { path: '^src/client/features/' },
    },
  ],
  options: {
    includeOnly: '^src/',
    exclude: { path: ['\\.test\\.tsx?$', '\\.spec\\.tsx?$', '^src/server/db/migrations/'] },
    doNotFollow: { path: 'node_modules' },
    // TypeScript 7 has no JS API dependency-cruiser can load: swc parses (scripts/depcruise-swc-tsx.cjs
    // lets it read .tsx), and counts imports of types too. tsconfig.json has no path aliases to read.
    parser: 'swc',
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
