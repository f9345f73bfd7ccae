import type { ReactElement } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CampaignCardById,
  DonateWizard,
  ProgressMeterById,
  ReportForm,
  SharePanelById,
  rootStyles,
} from '@lomi/react';
import { campaignFixture, fixtureClient, renderWithLomi, type FixtureRoute } from '@lomi/react/testing';
import { CampaignDonateDialog } from '../donate-dialog/campaign-donate-dialog.tsx';
import { DonateButton } from '../donate-button/donate-button.tsx';
import { EmbedRoot } from '../embed-root/embed-root.tsx';
import { ELEMENT_FEATURES, type LomiTag } from '../embed-root/element-features.ts';
import { COMMON_PARTS, CSS_PROPERTIES, ELEMENT_API } from './element-api.ts';

afterEach(cleanup);

const campaign: FixtureRoute = (url) =>
  url.pathname === '/api/campaigns/12'
    ? { status: 200, body: campaignFixture() }
    : { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } };
const failing: FixtureRoute = () => ({ status: 500, body: { message: 'Boom', code: 'LOMI_ERR_INTERNAL' } });
const pending: FixtureRoute = () => new Promise(() => {});

/** The part names in the rendered DOM (`part` holds a space-separated list). */
function partsIn(container: Element): Set<string> {
  const names = new Set<string>();
  for (const element of container.querySelectorAll('[part]')) {
    for (const name of (element.getAttribute('part') ?? '').split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

/** Renders `ui` once per route (loading, error, ready) and collects every part name shown on the way. */
async function partsOfStates(ui: ReactElement, routes: FixtureRoute[]): Promise<Set<string>> {
  const names = new Set<string>();
  for (const route of routes) {
    const { container, unmount } = await renderWithLomi(ui, { client: fixtureClient(route) });
    // Let the fetch settle (or not, for `pending`).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    for (const name of partsIn(container)) names.add(name);
    unmount();
  }
  return names;
}

/** Walks the open donate dialog to its Amount step, where it shows fields and both footer buttons. */
async function partsOfDialogSteps(container: HTMLElement): Promise<Set<string>> {
  const user = userEvent.setup();
  const names = partsIn(container);
  await user.click(await screen.findByRole('radio', { name: /telebirr/ }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByLabelText('Phone number');
  for (const name of partsIn(container)) names.add(name);
  return names;
}

/** What each element's components render, in the states that show all of their parts. */
const renderedParts: Record<LomiTag, () => Promise<Set<string>>> = {
  'lomi-campaign-card': () =>
    partsOfStates(<CampaignCardById campaignId={12} />, [pending, failing, campaign]),
  'lomi-progress-meter': () =>
    partsOfStates(<ProgressMeterById campaignId={12} />, [pending, failing, campaign]),
  'lomi-donate-wizard': async () => {
    const names = await partsOfStates(<DonateWizard campaignId={12} />, [pending, failing]);
    const user = userEvent.setup();
    const { container } = await renderWithLomi(<DonateWizard campaignId={12} onRedirect={() => {}} />, {
      client: fixtureClient(campaign),
    });
    await user.type(await screen.findByLabelText('Amount (ETB)'), '500');
    for (const name of partsIn(container)) names.add(name);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('button', { name: 'Back' });
    for (const name of partsIn(container)) names.add(name);
    return names;
  },
  'lomi-donate-dialog': async () => {
    const { container } = await renderWithLomi(
      <CampaignDonateDialog campaignId={12} open onClose={() => {}} />,
      { client: fixtureClient(campaign) },
    );
    return partsOfDialogSteps(container);
  },
  'lomi-donate-button': async () => {
    const { container } = await renderWithLomi(<DonateButton campaignId={12} host={undefined} />, {
      client: fixtureClient(campaign),
    });
    const names = partsIn(container);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Donate' }));
    await screen.findByRole('dialog');
    for (const name of await partsOfDialogSteps(container)) names.add(name);
    return names;
  },
  'lomi-share-panel': () =>
    partsOfStates(<SharePanelById campaignId={12} url="https://lomi.test/campaign/12" />, [
      pending,
      failing,
      campaign,
    ]),
  'lomi-report-form': async () => {
    const user = userEvent.setup();
    const { container } = await renderWithLomi(<ReportForm target={{ type: 'campaign', id: 12 }} />, {
      client: fixtureClient(() => ({
        status: 201,
        body: { id: 1, target_type: 'campaign', campaign_id: 12, organization_id: null, reason: 'spam' },
      })),
    });
    const names = partsIn(container);
    await user.click(screen.getByRole('radio', { name: 'Spam' }));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await screen.findByText('Campaign Reported, Thank you!');
    for (const name of partsIn(container)) names.add(name);
    return names;
  },
};

describe('ELEMENT_API', () => {
  it('documents exactly the tags the package defines', () => {
    expect(Object.keys(ELEMENT_API).sort()).toEqual(Object.keys(ELEMENT_FEATURES).sort());
    for (const [tag, doc] of Object.entries(ELEMENT_API)) expect(doc.tag).toBe(tag);
  });

  it('gives every element a campaign attribute, a snippet of its own tag and distinct names', () => {
    for (const doc of Object.values(ELEMENT_API)) {
      expect(doc.example.startsWith(`<${doc.tag} `) && doc.example.endsWith(`</${doc.tag}>`)).toBe(true);
      expect(doc.attributes.some((attribute) => attribute.name === 'campaign-id')).toBe(true);
      for (const list of [doc.attributes, doc.events, doc.parts]) {
        const names = list.map((entry) => entry.name);
        expect(new Set(names).size, `${doc.tag}: ${names.join()}`).toBe(names.length);
      }
    }
  });

  it('renders the common parts in every element root', async () => {
    const { container } = render(
      <EmbedRoot styles="" tag="lomi-progress-meter">
        {null}
      </EmbedRoot>,
    );
    expect([...partsIn(container)]).toEqual(COMMON_PARTS.map((part) => part.name));
    // Let the catalog load before the root unmounts.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  });

  for (const [tag, collect] of Object.entries(renderedParts)) {
    it(`lists exactly the parts <${tag}> renders`, async () => {
      const rendered = await collect();
      const documented = ELEMENT_API[tag as LomiTag].parts.map((part) => part.name);
      expect([...rendered].sort()).toEqual([...documented].sort());
    });
  }
});

describe('CSS_PROPERTIES', () => {
  /** `--lomi-name` → its fallback in the block of `rootStyles` that starts at `selector`. */
  function defaultsIn(selector: string): Map<string, string> {
    const start = rootStyles.indexOf(`${selector} {`);
    const block = rootStyles.slice(start, rootStyles.indexOf('}', start));
    const fallbacks = block.matchAll(/var\(\s*(--lomi-[\w-]+),([^;]+)\);/g);
    return new Map(
      [...fallbacks].map(([, name, value]) => [name ?? '', (value ?? '').trim().replace(/\s+/g, ' ')]),
    );
  }

  it('lists every public custom property of rootStyles with its light and dark defaults', () => {
    const light = defaultsIn('.lomi-root');
    const dark = defaultsIn(".lomi-root[data-theme='dark']");
    expect(light.size).toBeGreaterThan(10);
    expect(CSS_PROPERTIES.map((property) => property.name).sort()).toEqual([...light.keys()].sort());
    for (const property of CSS_PROPERTIES) {
      expect(property.default, property.name).toBe(light.get(property.name));
      expect('darkDefault' in property ? property.darkDefault : undefined, property.name).toBe(
        dark.get(property.name),
      );
    }
  });
});
