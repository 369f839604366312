import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { isChunkLoadError } from './chunk-error.ts';

/** Shown in place of a page whose code failed to load or that failed to render: never a blank page. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const key = isChunkLoadError(error) ? 'loadError' : 'renderError';
  return (
    <div className="container section">
      <div className="notice notice--error" role="alert">
        <h1 className="notice__title">{t(`${key}.title`)}</h1>
        <p>{t(`${key}.body`)}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          {t('loadError.reload')}
        </button>
      </div>
    </div>
  );
}
