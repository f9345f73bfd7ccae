export {
  ORGANIZATION_ADDRESS_MAX_LENGTH,
  ORGANIZATION_CONTACT_NAME_MAX_LENGTH,
  ORGANIZATION_DESCRIPTION_MAX_LENGTH,
  ORGANIZATION_EMAIL_MAX_LENGTH,
  ORGANIZATION_FIELD_NAMES,
  ORGANIZATION_NAME_MAX_LENGTH,
  ORGANIZATION_PHONE_MAX_LENGTH,
  ORGANIZATION_WEBSITE_MAX_LENGTH,
  organizationFormData,
  type OrganizationFields,
  type OrganizationFiles,
} from './organization-form.ts';
export {
  createOrganization,
  updateOrganization,
  type OrganizationUploadOptions,
} from './organization-calls.ts';
export {
  ORGANIZATION_MAX_LENGTHS,
  organizationFormErrors,
  type OrganizationFieldProblem,
  type OrganizationFormErrors,
  type OrganizationTextField,
} from './organization-form-errors.ts';
