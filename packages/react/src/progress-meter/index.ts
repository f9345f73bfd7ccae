export { ProgressMeter, type ProgressMeterProps } from './progress-meter.tsx';
export { ProgressMeterById, type ProgressMeterByIdProps } from './progress-meter-by-id.tsx';
export { progressMeterStyles } from './progress-meter-styles.ts';
