// The second pass of `npm run check:boundaries`: the server modules' own graph has no cycle. It reads
// src/server/modules alone, so a cycle means modules importing each other (directly or in a ring),
// not a path through the flows, the plugins or the database layer, which sit above or below them.
const main = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'server-modules-in-a-cycle',
      comment:
        'The server modules form no cycle (two modules importing each other, or a longer ring): an ' +
        'operation that needs modules on both sides belongs in src/server/flows, above them.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/server/modules/[^/]+$' },
      to: { path: '^src/server/modules/[^/]+$', circular: true },
    },
  ],
  options: { ...main.options, includeOnly: '^src/server/modules/' },
};
