import { createPageCatalog } from '../page-text/create-page-catalog.tsx';
import {
  loadOrganizationMessages,
  type OrganizationMessageKey,
} from '../i18n/organization/organization-messages.ts';

/** The texts of the public organization page, fetched when one is first shown. */
const organizationCatalog = createPageCatalog<OrganizationMessageKey>(loadOrganizationMessages);

/** Gives its children the organization page's texts (`useOrganizationText`) on top of the site's. */
export const OrganizationTextProvider = organizationCatalog.Provider;

/** The typed translator of the organization page; only inside `OrganizationTextProvider`. */
export const useOrganizationText = organizationCatalog.useText;
