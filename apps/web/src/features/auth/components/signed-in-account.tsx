import { QueryState } from '@/components/ui/query-state';
import { useTranslation } from '@/lib/i18n';
import { useCurrentUser } from '../api/get-user';
import '../auth.css';

export type SignedInAccountProps = {
  /** The page's name, already translated. */
  pageName: string;
};

/** A signed-in page's title and who is signed in; the page's own features come later. */
export function SignedInAccount({ pageName }: SignedInAccountProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();

  return (
    <section className="signed-in-account" aria-labelledby="signed-in-account-title">
      <h1 id="signed-in-account-title">{pageName}</h1>
      <QueryState query={user}>
        {(current) => (
          <p>
            {t('auth.signedInAs', {
              name: [current.firstName, current.lastName].join(' '),
              role: current.role,
            })}
          </p>
        )}
      </QueryState>
    </section>
  );
}
