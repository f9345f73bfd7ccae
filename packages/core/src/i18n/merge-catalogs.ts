/**
 * One language's catalog modules (each `{ default: messages of one feature }`) merged into one catalog. A
 * feature's keys all start with `<feature>.`, so the order does not matter. Shared by `loadMessages` and the
 * embed loader, which imports an element's catalogs before the element's code is there.
 */
export function mergeCatalogs<Messages>(modules: readonly { default: object }[]): Messages {
  return Object.assign({}, ...modules.map((module) => module.default)) as Messages;
}
