import { useState } from 'react';
import { useLomiClient } from '@lomi/react';
import { useOrganizationText } from './organization-text.ts';

/** The organization's logo, or 'No Logo' (§2) when it has none or the image cannot be loaded. */
export function OrganizationLogo({ logo }: { logo: string | null }) {
  const t = useOrganizationText();
  const client = useLomiClient();
  const [broken, setBroken] = useState(false);
  if (!logo || broken) {
    return <span className="organization-logo organization-logo--none">{t('organization.noLogo')}</span>;
  }
  // The name is the page's heading right beside the logo, so the image itself adds nothing to read out.
  return (
    <img
      className="organization-logo"
      src={client.urls.media(logo)}
      alt=""
      width="96"
      height="96"
      onError={() => setBroken(true)}
    />
  );
}
