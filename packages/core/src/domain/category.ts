/** A campaign category (§3). Ids 0–17 are fixed, see {@link CATEGORY_NAMES}. */
export interface Category {
  id: number;
  name: string;
}
