import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '@/components/ui/document-title';
import type { SignedInPathName } from '@/config/paths';
import { SignInRequired } from '@/features/auth/components/sign-in-required';

export type SignedInPageProps = {
  name: SignedInPathName;
};

/**
 * A page for signed-in users. Sign-in and these screens arrive in later issues; until then a
 * visitor is asked to log in, and nothing pretends to be there.
 */
export function SignedInPage({ name }: SignedInPageProps) {
  const { t } = useTranslation();
  const pageName = t(`pages.${name}`);
  return (
    <div className="container page page--narrow">
      <DocumentTitle title={pageName} />
      <SignInRequired pageName={pageName} />
    </div>
  );
}
