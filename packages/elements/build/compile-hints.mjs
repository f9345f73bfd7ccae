// Rollup plugin: marks the chunks whose functions all run as soon as they load with V8's explicit compile
// hint (`//# allFunctionsCalledOnLoad`, Chrome 136+; other engines read a comment). V8 then compiles their
// functions eagerly, on the thread that streams the file in, instead of one by one on the main thread the
// first time each is called: the runtime and an element's chunk run nearly all their code in the element's
// first render. Measured by `npm run bench:embed`: a campaign card's start-up after its code arrived went
// from about 52 to 35 ms on a phone 4x slower than a laptop. Chunks loaded later or holding only data (the
// catalogs, the QR code, the dialog a button opens) stay lazily compiled. Runs after terser, which would
// drop the comment.
const hint = '//# allFunctionsCalledOnLoad\n';

/**
 * @param {{ isData?: (chunk: import('rollup').RenderedChunk) => boolean }} [options] `isData`: chunks that
 *   hold only data (an element's merged catalog is an entry, but has no function to compile)
 * @returns {import('rollup').Plugin}
 */
export function compileHints({ isData = () => false } = {}) {
  return {
    name: 'lomi-compile-hints',
    renderChunk(code, chunk) {
      // An entry (an element, the loader) or a chunk entries import statically (the shared runtime).
      const runsOnLoad = (chunk.isEntry || !chunk.isDynamicEntry) && !isData(chunk);
      return runsOnLoad ? { code: hint + code, map: null } : null;
    },
  };
}
