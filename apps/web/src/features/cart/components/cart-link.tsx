import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { useCart } from '../api/get-cart';
import '../cart-link.css';

/**
 * The header's way to the cart, with the number of ship requests waiting for payment; shown only
 * when there is one, so an operator or a customer with nothing to pay sees no extra icon.
 */
export function CartLink() {
  const { t } = useTranslation();
  const locale = useLocale();
  const cart = useCart();
  const count = cart.data?.requests.length ?? 0;
  if (count === 0) {
    return null;
  }
  const shown = formatNumber(count, locale, 0);
  return (
    <AppLink to={paths.cart.getHref()} className="cart-link">
      <CartIcon />
      <span className="visually-hidden">{t('header.cart', { count: shown })}</span>
      <span className="cart-link__count" aria-hidden="true">
        {shown}
      </span>
    </AppLink>
  );
}

function CartIcon() {
  return (
    <svg className="cart-link__icon" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M3 4h2l2.2 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <circle cx="9" cy="19" r="1.4" fill="currentColor" />
      <circle cx="17" cy="19" r="1.4" fill="currentColor" />
    </svg>
  );
}
