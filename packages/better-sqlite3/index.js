'use strict';
// better-sqlite3 13 is built on Node-API 10 and ships its binaries; on a Node without Node-API 10
// (Node 20) it crashes as it loads, so better-sqlite3 12, compiled for that Node when Duet was
// installed, is used there instead. README.md says why both are kept.
const release = require('./release');

try {
  require.resolve(release.name);
} catch {
  throw new Error(
    `SQLite's driver for Node ${process.version} (better-sqlite3 ${release.major}) is not installed: ` +
      'run `npm install` with this Node (better-sqlite3 12 compiles with python3, make and g++).',
  );
}
module.exports = require(release.name);
