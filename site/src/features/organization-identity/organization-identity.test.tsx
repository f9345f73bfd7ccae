import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { renderSite } from '../../testing/render-site.tsx';
import { OrganizationIdentity } from './organization-identity.tsx';

describe('OrganizationIdentity', () => {
  it('shows the logo beside the name, as decoration the name already says', async () => {
    const { container } = await renderSite(
      <main>
        <OrganizationIdentity logo="/api/media/organization/logo/3" name={<p>Hawassa Learning Trust</p>}>
          <p>Approved by Lomi</p>
        </OrganizationIdentity>
      </main>,
    );
    const logo = container.querySelector('img.organization-identity__logo');
    expect(logo?.getAttribute('src')).toBe('https://lomi.test/api/media/organization/logo/3');
    expect(logo?.getAttribute('alt')).toBe('');
    expect(logo?.getAttribute('width')).toBe('56');
    expect(screen.getByText('Hawassa Learning Trust')).toBeTruthy();
    expect(screen.getByText('Approved by Lomi')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("says 'No Logo' without a logo, and when the picture cannot be loaded", async () => {
    const { container, rerender } = await renderSite(
      <OrganizationIdentity logo={null} name={<p>Hawassa Learning Trust</p>} />,
    );
    expect(screen.getByText('No Logo')).toBeTruthy();

    rerender(
      <OrganizationIdentity
        logo="/api/media/organization/logo/3"
        name={<p>Hawassa Learning Trust</p>}
        size="large"
      />,
    );
    const logo = container.querySelector('img.organization-identity__logo');
    expect(logo?.getAttribute('width')).toBe('96');
    fireEvent.error(logo!);
    expect(screen.getByText('No Logo')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();

    rerender(
      <OrganizationIdentity logo="/api/media/organization/logo/4" name={<p>Another trust</p>} size="large" />,
    );
    expect(container.querySelector('img.organization-identity__logo')).toBeTruthy();
  });

  it('speaks Amharic', async () => {
    await renderSite(<OrganizationIdentity logo={null} name={<p>የሐዋሳ ትምህርት ማኅበር</p>} />, { locale: 'am' });
    expect(screen.getByText('አርማ የለም')).toBeTruthy();
  });
});
