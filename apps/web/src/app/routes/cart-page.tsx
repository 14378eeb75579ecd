import { DocumentTitle } from '@/components/ui/document-title';
import { Cart } from '@/features/cart/components/cart';
import { useTranslation } from '@/lib/i18n';

/** `/cart`: the customer's unpaid ship requests of every warehouse (spec section 2). */
export function CartPage() {
  const { t } = useTranslation();
  const pageName = t('pages.cart');
  return (
    <div className="container page">
      <DocumentTitle title={pageName} />
      <h1>{pageName}</h1>
      <p className="page__lead">{t('shipping.cart.lead')}</p>
      <Cart />
    </div>
  );
}
