import { toAdminResult, useTranslateTitleMutation } from '../../api/adminApi';
import { useAppDispatch } from '../../app/hooks';
import { useT } from '../../i18n/useT';
import { showToast } from '../toasts/toastsSlice';
import { providerFailureText } from './providerMessages';

/** The Urdu title, typed or translated from the English title by the server's translation provider. */
export function UrduTitleField({
  title,
  value,
  onChange,
}: {
  /** The English title the Translate button sends. */
  title: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [translateTitle, translateState] = useTranslateTitleMutation();

  const translate = async () => {
    const result = toAdminResult(await translateTitle(title.trim()));
    if (result.success) {
      onChange(result.data);
      dispatch(showToast({ message: t('admin.naatForm.translated'), type: 'success' }));
    } else {
      dispatch(showToast({ message: providerFailureText('Translation', result), type: 'error' }));
    }
  };

  return (
    <div className="admin-field">
      <label htmlFor="naat-urdu-title">{t('admin.naatForm.urduTitle')}</label>
      <div className="admin-inline">
        <input
          id="naat-urdu-title"
          dir="rtl"
          lang="ur"
          className="admin-urdu"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="admin-btn admin-btn-ghost"
          onClick={() => void translate()}
          disabled={title.trim() === '' || translateState.isLoading}
        >
          {translateState.isLoading ? t('admin.naatForm.translating') : t('admin.naatForm.translate')}
        </button>
      </div>
    </div>
  );
}
