// A type test, compiled by `tsc -b` and never run: a React 19 host using the <lomi-*> tags as
// `@lomi/elements/jsx` types them. Each `@ts-expect-error` fails the compilation if its line type-checks.
// (TypeScript checks the value of every declared attribute, but lets through undeclared names that hold a
// `-` or `:`, as it does for `data-*`: `campaign-idd` and `onlomi:typo` are not errors.)
import { useRef } from 'react';
import type {} from '@lomi/elements/jsx';
import type { LomiElementAttributes } from '@lomi/elements/jsx';
import type { COMMON_ATTRIBUTES, ELEMENT_API } from '@lomi/elements/element-api';
import type { DonateDialogElement } from '@lomi/elements';

export function HostPage() {
  const dialog = useRef<DonateDialogElement>(null);
  return (
    <main>
      <lomi-campaign-card campaign-id={12} lang="am" theme="dark" style={{ maxWidth: 320 }} />
      <lomi-progress-meter campaign-id="12" api-base="https://lomi.example" className="meter" />
      <lomi-donate-button
        campaign-id={12}
        onlomi:donation-succeeded={(event) => console.log(event.detail.amount, event.detail.invoiceId)}
        onlomi:donation-failed={(event) => console.log(event.detail.currency)}
      />
      <lomi-donate-dialog ref={dialog} campaign-id={12} open={false} id="donate" />
      <lomi-donate-wizard campaign-id={12} onlomi:donation-started={(event) => event.detail.campaignId} />
      <lomi-share-panel campaign-id={12} onlomi:share={(event) => console.log(event.detail.channel)} />
      <lomi-report-form campaign-id={12} onlomi:report-submitted={(event) => event.detail.reason} />
      <lomi-report-form organization-id={3} lang="en" />
      <button type="button" onClick={() => dialog.current && (dialog.current.open = true)} />

      {/* @ts-expect-error theme is 'light' or 'dark' */}
      <lomi-campaign-card campaign-id={12} theme="blue" />
      {/* @ts-expect-error lang is 'en' or 'am' */}
      <lomi-progress-meter campaign-id={12} lang="fr" />
      {/* @ts-expect-error no such attribute */}
      <lomi-donate-button campaign-id={12} campaign={12} />
      {/* @ts-expect-error campaign-id is required */}
      <lomi-campaign-card theme="dark" />
      {/* @ts-expect-error campaign-id is a number or its text */}
      <lomi-share-panel campaign-id={true} />
      {/* @ts-expect-error open is a boolean */}
      <lomi-donate-dialog campaign-id={12} open="yes" />
      {/* @ts-expect-error only the dialog has open */}
      <lomi-donate-button campaign-id={12} open />
      {/* @ts-expect-error a report names a campaign or an organization, not both */}
      <lomi-report-form campaign-id={12} organization-id={3} />
      {/* @ts-expect-error share details have no amount */}
      <lomi-share-panel campaign-id={12} onlomi:share={(event) => event.detail.amount} />
    </main>
  );
}

// The typings and ELEMENT_API (the manifest and docs) name the same tags, attributes and events.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Api = typeof ELEMENT_API;
type DocumentedAttribute<Tag extends keyof Api> =
  Api[Tag]['attributes'][number]['name'] | (typeof COMMON_ATTRIBUTES)[number]['name'];
type DocumentedEventProp<Tag extends keyof Api> = `on${Api[Tag]['events'][number]['name']}`;
type TypedAttribute<Tag extends keyof LomiElementAttributes> = Exclude<
  keyof LomiElementAttributes[Tag],
  `on${string}`
>;
type TypedEventProp<Tag extends keyof LomiElementAttributes> = Extract<
  keyof LomiElementAttributes[Tag],
  `on${string}`
>;

export const sameTags: Same<keyof Api, keyof LomiElementAttributes> = true;
export const sameAttributes: { [Tag in keyof Api]: Same<DocumentedAttribute<Tag>, TypedAttribute<Tag>> } = {
  'lomi-campaign-card': true,
  'lomi-progress-meter': true,
  'lomi-donate-button': true,
  'lomi-donate-dialog': true,
  'lomi-donate-wizard': true,
  'lomi-share-panel': true,
  'lomi-report-form': true,
};
export const sameEvents: { [Tag in keyof Api]: Same<DocumentedEventProp<Tag>, TypedEventProp<Tag>> } = {
  'lomi-campaign-card': true,
  'lomi-progress-meter': true,
  'lomi-donate-button': true,
  'lomi-donate-dialog': true,
  'lomi-donate-wizard': true,
  'lomi-share-panel': true,
  'lomi-report-form': true,
};
