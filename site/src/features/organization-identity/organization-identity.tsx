import { useState, type ReactNode } from 'react';
import { useLomiClient } from '@lomi/react';
import { useSiteText } from '../../language/use-site-text.ts';
import './organization-identity.css';

interface OrganizationIdentityProps {
  /** The logo's media path, or null when the organization or charity has none. */
  logo: string | null;
  /** The name, in the element that fits where it stands (the page's `h1`, a `p` in a card). */
  name: ReactNode;
  /** `small` (56 px) beside a card's name; `large` (96 px) in the organization page's header. */
  size?: 'small' | 'large';
  /** What goes under the name (a badge, the created date). */
  children?: ReactNode;
}

/**
 * Who an organization or charity is at a glance (§2): its logo, or 'No Logo' when it has none or the picture
 * cannot be loaded, beside its name. Used by the campaign page's organization and charity cards and by
 * /organization/{id}.
 */
export function OrganizationIdentity({ logo, name, size = 'small', children }: OrganizationIdentityProps) {
  return (
    <div className={`organization-identity organization-identity--${size}`}>
      {/* A new logo gets a new chance to load. */}
      <OrganizationLogo key={logo} logo={logo} size={size === 'large' ? 96 : 56} />
      <div>
        {name}
        {children}
      </div>
    </div>
  );
}

function OrganizationLogo({ logo, size }: { logo: string | null; size: number }) {
  const t = useSiteText();
  const client = useLomiClient();
  const [broken, setBroken] = useState(false);
  if (!logo || broken) {
    return (
      <span className="organization-identity__logo organization-identity__logo--none">
        {t('campaign.organization.noLogo')}
      </span>
    );
  }
  // The name is printed right beside the logo, so the image itself adds nothing to read out.
  return (
    <img
      className="organization-identity__logo"
      src={client.urls.media(logo)}
      alt=""
      width={size}
      height={size}
      onError={() => setBroken(true)}
    />
  );
}
