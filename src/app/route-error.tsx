import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a page that failed to render shows instead: never a blank page. */
function RenderError() {
  const { t } = useTranslation('common');
  return (
    <div className="container section">
      <div className="notice notice--error" role="alert">
        <h1 className="notice__title">{t('renderError.title')}</h1>
        <p>{t('renderError.body')}</p>
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

/** Catches an error while a page renders and shows a message with a way to reload. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('The page failed to render.', error);
  }

  override render(): ReactNode {
    return this.state.failed ? <RenderError /> : this.props.children;
  }
}
