import { useInsertionEffect } from 'react';
import { reportFormStyles } from '@lomi/react';

const STYLE_ID = 'lomi-report-styles';

/**
 * Adds the report form's CSS to the page the first time a report page renders, so the first load of the other
 * pages does not carry it.
 */
export function useReportStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.dataset.lomi = 'report';
    style.textContent = reportFormStyles;
    document.head.append(style);
  }, []);
}
