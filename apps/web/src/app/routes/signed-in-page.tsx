import { DocumentTitle } from '@/components/ui/document-title';
import type { SignedInPathName } from '@/config/paths';
import { SignInRequired } from '@/features/auth/components/sign-in-required';
import { SignedInAccount } from '@/features/auth/components/signed-in-account';
import { useSessionToken } from '@/features/auth/hooks/use-session';
import { useTranslation } from '@/lib/i18n';

export type SignedInPageProps = {
  name: SignedInPathName;
};

/**
 * A page for signed-in users. Its screens arrive in later issues; until then a signed-in user
 * sees the page's title and who is signed in, a visitor is asked to log in, and nothing
 * pretends to be there.
 */
export function SignedInPage({ name }: SignedInPageProps) {
  const { t } = useTranslation();
  const token = useSessionToken();
  const pageName = t(`pages.${name}`);
  return (
    <div className="container page page--narrow">
      <DocumentTitle title={pageName} />
      {token ? <SignedInAccount pageName={pageName} /> : <SignInRequired pageName={pageName} />}
    </div>
  );
}
