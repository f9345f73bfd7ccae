/** The keys `A` has and `B` lacks. */
type KeysOnlyIn<A, B> = Exclude<keyof A, keyof B>;

/**
 * `unknown` when the Amharic catalog `Am` has exactly the keys of the English one `En`, else an object type
 * naming the keys am.json lacks and those it has in excess: required beside a value (`loaders & SameKeys<…>`),
 * it makes a mismatch a compile error that lists the keys.
 */
export type SameKeys<En, Am> = [KeysOnlyIn<En, Am> | KeysOnlyIn<Am, En>] extends [never]
  ? unknown
  : { amLacks: KeysOnlyIn<En, Am>; amAdds: KeysOnlyIn<Am, En> };
