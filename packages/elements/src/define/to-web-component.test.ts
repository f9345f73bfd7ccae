import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';

// The renders the element asks of its root, as preact/compat would run them: each one at once.
const renders: Record<string, unknown>[] = [];
const unmounts = vi.fn();
vi.mock('react-dom/client', () => ({
  createRoot: () => ({
    render: (element: ReactElement<Record<string, unknown>>) => renders.push({ ...element.props }),
    unmount: unmounts,
  }),
}));

const { toWebComponent } = await import('./to-web-component.ts');

interface Props {
  campaignId?: string;
  lang?: string;
}
const Card = (props: Props) => props.campaignId ?? null;
customElements.define('test-card', toWebComponent(Card, { shadow: 'open', props: ['campaignId', 'lang'] }));

afterEach(() => {
  document.body.replaceChildren();
  renders.length = 0;
  unmounts.mockClear();
});

describe('toWebComponent', () => {
  it('renders an upgraded element once, with every attribute it has', () => {
    document.body.innerHTML = '<test-card campaign-id="12" lang="am"></test-card>';
    expect(renders).toHaveLength(1);
    expect(renders[0]).toMatchObject({ campaignId: '12', lang: 'am' });
  });

  it('renders again only when a prop changes', () => {
    const card = document.createElement('test-card');
    card.setAttribute('campaign-id', '12');
    document.body.append(card);
    expect(renders).toHaveLength(1);

    card.setAttribute('campaign-id', '12');
    expect(renders).toHaveLength(1);
    card.setAttribute('lang', 'en');
    card.setAttribute('campaign-id', '13');
    expect(renders).toHaveLength(3);
    expect(renders[2]).toMatchObject({ campaignId: '13', lang: 'en' });
  });

  it('unmounts when removed and renders anew when put back', () => {
    const card = document.createElement('test-card');
    card.setAttribute('campaign-id', '5');
    document.body.append(card);
    card.remove();
    expect(unmounts).toHaveBeenCalledTimes(1);
    document.body.append(card);
    expect(renders).toHaveLength(2);
    expect(renders[1]).toMatchObject({ campaignId: '5' });
  });
});
