import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { consoleCampaignFormData, createConsoleClient, type EditableCampaign } from '@lomi/core';
import { useLomiClient } from '@lomi/react';
import { CampaignWizard } from '../../features/campaign-wizard/campaign-wizard.tsx';
import { CreateCampaignTextProvider } from '../../features/campaign-wizard/create-campaign-text.ts';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { consolePath } from '../console-path.ts';
import { useConsoleStyles } from '../use-console-styles.ts';
import { CampaignEditorTextProvider, useCampaignEditorText } from './campaign-editor-text.ts';
import editorCss from './campaign-editor.css?inline';
import { CharitySelect } from './charity-select.tsx';
import { OrganizationPicker } from './organization-picker.tsx';
import '../../shared/dialog-form/dialog-form.css';

/** /console/campaigns/new (issue 14 #4): the team sets up a campaign on behalf of an approved organization. */
export default function CampaignSetupRoute() {
  useConsoleStyles('campaign-editor', editorCss);
  return (
    <CampaignEditorTextProvider fallback={<LoadingState />}>
      <CreateCampaignTextProvider fallback={<LoadingState />}>
        <CampaignSetupPage />
      </CreateCampaignTextProvider>
    </CampaignEditorTextProvider>
  );
}

/**
 * The organization (any approved one) and §3's charity choice, then the creation wizard's five steps. Create
 * sends `POST /api/console/campaigns/` with a progress bar; the campaign goes live at once and the console
 * opens it.
 */
function CampaignSetupPage() {
  const t = useCampaignEditorText();
  const client = useLomiClient();
  const navigate = useNavigate();
  const titleId = useId();
  const forId = useId();
  useDocumentTitle(t('campaignEditor.setup.title'));
  const [organizationId, setOrganizationId] = useState<number | null>(null);
  const [charityId, setCharityId] = useState<number | null>(null);

  return (
    <section className="console-screen campaign-editor" aria-labelledby={titleId}>
      <h1 id={titleId} className="page__title">
        {t('campaignEditor.setup.title')}
      </h1>
      <p>{t('campaignEditor.setup.intro')}</p>
      <section className="campaign-editor__section" aria-labelledby={forId}>
        <h2 id={forId} className="campaign-editor__heading">
          {t('campaignEditor.setup.for')}
        </h2>
        <OrganizationPicker value={organizationId} onChange={setOrganizationId} />
        <CharitySelect value={charityId} onChange={setCharityId} />
      </section>
      {organizationId === null ? (
        <p className="campaign-editor__note">{t('campaignEditor.setup.chooseOrganization')}</p>
      ) : (
        <CampaignWizard
          previewNote={t('campaignEditor.setup.previewNote')}
          send={(form, upload) =>
            createConsoleClient(client).campaignEditor.create(
              consoleCampaignFormData(form, organizationId, charityId),
              upload,
            )
          }
          onCreated={(created) => void navigate(consolePath(`campaigns/${(created as EditableCampaign).id}`))}
        />
      )}
    </section>
  );
}
