export { ToastProvider, type ToastProviderProps } from './toast-provider';
export { useToast, type ToastApi, type ToastOptions, type ToastTone } from './use-toast';
