import { Loader } from '@/components/ui/loader';
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
  const { data: user, isPending } = useCurrentUser();

  return (
    <section className="signed-in-account" aria-labelledby="signed-in-account-title">
      <h1 id="signed-in-account-title">{pageName}</h1>
      {isPending ? <Loader label={t('common.loading')} /> : null}
      {user ? (
        <p>
          {t('auth.signedInAs', {
            name: [user.firstName, user.lastName].join(' '),
            role: user.role,
          })}
        </p>
      ) : null}
    </section>
  );
}
