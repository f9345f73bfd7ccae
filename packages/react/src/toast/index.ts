export { ToastProvider, type ToastProviderProps } from './toast-provider.tsx';
export { useToast, type Toaster, type ToastOptions, type ToastTone } from './toast-context.ts';
export { toastStyles } from './toast-styles.ts';
