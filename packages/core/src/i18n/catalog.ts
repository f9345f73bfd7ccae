import type { MessageDescriptor } from '@formatjs/intl';
import type { Locale } from './locale.ts';
import type { MESSAGE_CATALOGS } from './message-catalogs.ts';

/** The JSON content of each catalog file: `Catalogs['donate-dialog']['am']`. */
type Catalogs = {
  [Feature in keyof typeof MESSAGE_CATALOGS]: {
    [Language in Locale]: Awaited<ReturnType<(typeof MESSAGE_CATALOGS)[Feature][Language]>>['default'];
  };
};

/**
 * A group of messages loaded together: the strings of one shared component (`campaign-card`,
 * `donate-dialog`, …) or of a concern several share (`campaign-state`, `donation`).
 */
export type MessageFeature = keyof Catalogs;

/** Ids of the messages of `Feature` (one or a union); its `en.json` is the source of truth. */
export type FeatureMessageKey<Feature extends MessageFeature> = Feature extends MessageFeature
  ? keyof Catalogs[Feature]['en'] & string
  : never;

/** Id of a message of the shared components. */
export type MessageKey = FeatureMessageKey<MessageFeature>;

/** A message precompiled to its ICU AST (what `@formatjs/cli compile --ast` emits). */
export type MessageAst = Exclude<MessageDescriptor['defaultMessage'], string | undefined>;

/**
 * The loaded messages of some features: ICU MessageFormat strings, or the same messages precompiled to ASTs
 * (the embed build precompiles them so it can ship without the message parser).
 */
export type FeatureMessages<Feature extends MessageFeature> = Record<
  FeatureMessageKey<Feature>,
  string | MessageAst
>;

/** Every message of the shared components, as `loadMessages(locale)` returns them. */
export type LomiMessages = FeatureMessages<MessageFeature>;

type Assert<Condition extends true> = Condition;
/** `true` when `Check` holds for every feature; `boolean` (failing an `Assert`) when one fails. */
type EveryFeature<Check extends Record<MessageFeature, boolean>> = Check[MessageFeature];

/** Type-level check: each feature's Amharic has every English key (a missing translation fails `tsc`). */
export type AmharicHasEveryKey = Assert<
  EveryFeature<{
    [F in MessageFeature]: keyof Catalogs[F]['en'] extends keyof Catalogs[F]['am'] ? true : false;
  }>
>;
/** Type-level check: no feature's Amharic has a key its English lacks (a stale translation fails `tsc`). */
export type AmharicHasNoStrayKey = Assert<
  EveryFeature<{
    [F in MessageFeature]: keyof Catalogs[F]['am'] extends keyof Catalogs[F]['en'] ? true : false;
  }>
>;
/** Type-level check: every Amharic value is a string. */
export type AmharicValuesAreStrings = Assert<
  EveryFeature<{
    [F in MessageFeature]: Catalogs[F]['am'][keyof Catalogs[F]['am']] extends string ? true : false;
  }>
>;
/** Type-level check: each key lives in its feature's catalog (`donate-dialog.next` in `donate-dialog/`). */
export type KeysStartWithTheirFeature = Assert<
  EveryFeature<{ [F in MessageFeature]: keyof Catalogs[F]['en'] extends `${F}.${string}` ? true : false }>
>;
