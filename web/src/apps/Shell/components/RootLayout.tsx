import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageProgress } from '../../../components/PageProgress';
import { I18nProvider } from '../../../i18n/I18nProvider';
import { storedLanguage } from '../../../i18n/language';

/** Above every route: the language last used in this browser (the sign-in page's); the signed-in frame uses the user's. */
export function RootLayout() {
  return (
    <Suspense fallback={<PageProgress />}>
      <I18nProvider language={storedLanguage()}>
        <Suspense fallback={<PageProgress />}>
          <Outlet />
        </Suspense>
      </I18nProvider>
    </Suspense>
  );
}
