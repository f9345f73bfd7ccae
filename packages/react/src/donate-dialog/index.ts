export { DonateDialog, type DonateDialogProps } from './donate-dialog.tsx';
export { donateDialogStyles } from './donate-dialog-styles.ts';
