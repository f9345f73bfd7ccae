import { afterEach, describe, expect, it } from 'vitest';
import { labelInNameViolations } from './label-in-name.ts';

function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('labelInNameViolations (WCAG 2.5.3)', () => {
  it('accepts a name that contains the visible words in order, in any script', () => {
    const body = page(`
      <a href="/" aria-label="Share on Facebook"><svg aria-hidden="true"></svg>Facebook</a>
      <a href="/" aria-label="Facebook ላይ ያጋሩ">Facebook</a>
      <a href="/" aria-label="ሎሚ መነሻ ገጽ"><span aria-hidden="true">ሎሚ</span></a>
      <button aria-label="Close">×</button>
      <button aria-label="Account menu"><span aria-hidden="true">A</span></button>
      <button aria-label="የመለያ ምናሌ">ሰ</button>
      <button>No label at all</button>
      <span id="l">Copy the link</span><button aria-labelledby="l">Copy</button>`);
    expect(labelInNameViolations(body)).toEqual([]);
  });

  it('flags visible words glued to others in the name, as Amharic prefixes do', () => {
    const body = page(`
      <a href="/" aria-label="በFacebook ያጋሩ">Facebook</a>
      <a href="/" aria-label="የሎሚ መነሻ ገጽ"><span aria-hidden="true">ሎሚ</span></a>`);
    expect(labelInNameViolations(body)).toEqual([
      'label-in-name: <a> named "በFacebook ያጋሩ" does not contain its visible text "Facebook"',
      'label-in-name: <a> named "የሎሚ መነሻ ገጽ" does not contain its visible text "ሎሚ"',
    ]);
  });

  it('flags visible words out of order, and ignores text nobody sees', () => {
    const body = page(`
      <button aria-label="campaign Save">Save campaign</button>
      <button aria-label="Save">Save <span class="lomi-visually-hidden">this campaign</span><span hidden>x</span></button>`);
    expect(labelInNameViolations(body)).toEqual([
      'label-in-name: <button> named "campaign Save" does not contain its visible text "Save campaign"',
    ]);
  });

  it('looks inside open shadow roots, as the elements render there', () => {
    const body = page('<div id="host"></div>');
    const shadow = body.querySelector('#host')!.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<a href="/" aria-label="በTelegram ያጋሩ">Telegram</a>';
    expect(labelInNameViolations(body)).toHaveLength(1);
    expect(labelInNameViolations(body.querySelector('#host')!)).toHaveLength(1);
  });
});
