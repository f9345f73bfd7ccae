export { SharePanel, type SharePanelProps } from './share-panel.tsx';
export { SharePanelById, type SharePanelByIdProps } from './share-panel-by-id.tsx';
export { sharePanelStyles } from './share-panel-styles.ts';
