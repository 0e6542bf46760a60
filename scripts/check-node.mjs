// Fails loudly unless the npm scripts run on Node 24 (the `node` devDependency puts it first on
// PATH for every npm script; an older Node means `npm ci` has not run or was bypassed).
const major = Number(process.versions.node.split(".")[0]);
if (major !== 24) {
  console.error(`\n  This project needs Node 24; these scripts run on Node ${process.versions.node}.`);
  console.error("  Run `npm ci` first: it installs Node 24 into node_modules, and npm scripts use it.\n");
  process.exit(1);
}
