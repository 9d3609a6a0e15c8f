'use strict';
// Which better-sqlite3 release this Node loads (index.js): 13 where Node-API 10 is, else 12.
const modern = Number(process.versions.napi) >= 10;

/** The package index.js requires: an alias of better-sqlite3 13 or 12 (package.json). */
exports.name = modern ? 'better-sqlite3-napi' : 'better-sqlite3-node20';
exports.major = modern ? 13 : 12;
/** The installed version of that release, e.g. '13.2.0'. */
exports.version = () => require(`${exports.name}/package.json`).version;
