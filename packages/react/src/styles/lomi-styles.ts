import { campaignCardStyles } from '../campaign-card/campaign-card-styles.ts';
import { campaignStatusStyles } from '../campaign-status/campaign-status-styles.ts';
import { donateDialogStyles } from '../donate-dialog/donate-dialog-styles.ts';
import { donateWizardStyles } from '../donate-wizard/donate-wizard-styles.ts';
import { progressMeterStyles } from '../progress-meter/progress-meter-styles.ts';
import { reportFormStyles } from '../report-form/report-form-styles.ts';
import { rootStyles } from '../root/root-styles.ts';
import { sharePanelStyles } from '../share-panel/share-panel-styles.ts';
import { toastStyles } from '../toast/toast-styles.ts';

/**
 * The CSS of every component, root variables first. The site injects it once into `document.head`; an
 * element that only needs one feature can inject `rootStyles` plus that feature's styles into its shadow root.
 */
export const lomiStyles = [
  rootStyles,
  campaignStatusStyles,
  progressMeterStyles,
  campaignCardStyles,
  donateDialogStyles,
  donateWizardStyles,
  sharePanelStyles,
  reportFormStyles,
  toastStyles,
].join('\n');
