import { t } from '../../i18n/i18n';

/** The download toasts' texts, shared by the pipeline and by the button that loads it; made when shown. */
export const downloadMessages = {
  success: (title: string) => t('downloads.toastSuccess', { title }),
  failed: (title: string) => t('downloads.toastFailed', { title }),
  quota: (title: string) => t('downloads.toastQuota', { title }),
  removeFailed: (title: string) => t('downloads.toastRemoveFailed', { title }),
};
