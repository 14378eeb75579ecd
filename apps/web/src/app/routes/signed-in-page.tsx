import { DocumentTitle } from '@/components/ui/document-title';
import type { SignedInPathName } from '@/config/paths';
import { SignedInAccount } from '@/features/auth/components/signed-in-account';
import { useTranslation } from '@/lib/i18n';

export type SignedInPageProps = {
  name: SignedInPathName;
};

/**
 * A page for signed-in users (the router's guard asks a visitor to log in). Its screens arrive
 * in later issues; until then it shows the page's title and who is signed in, and nothing
 * pretends to be there.
 */
export function SignedInPage({ name }: SignedInPageProps) {
  const { t } = useTranslation();
  const pageName = t(`pages.${name}`);
  return (
    <div className="container page page--narrow">
      <DocumentTitle title={pageName} />
      <SignedInAccount pageName={pageName} />
    </div>
  );
}
