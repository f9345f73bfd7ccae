import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root, found from this file rather than the working directory. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Where the embed build (`npm run build:embed`) writes the SDK served under `/embed/`. */
export const elementsDistDir = fileURLToPath(new URL('../../elements/dist/', import.meta.url));

/** Where the site build (`npm run build:site`) writes the SPA served at `/`. */
export const siteDistDir = fileURLToPath(new URL('../../../site/dist/', import.meta.url));

/** The fonts PDFs embed (Noto Sans and Noto Sans Ethiopic, see that folder's README). */
export const fontsDir = fileURLToPath(new URL('../assets/fonts/', import.meta.url));
