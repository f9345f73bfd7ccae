// Printed first by `npm test` so every run records the runtime it really used.
const [major] = process.versions.node.split('.').map(Number);
console.log(`Lomi test run on Node ${process.version} (${process.platform}-${process.arch})`);
if (major !== 24) {
  console.error(`Expected Node 24 LTS; run through npm so node_modules/.bin/node is used.`);
  process.exit(1);
}
