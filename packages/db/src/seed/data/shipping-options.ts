import type { ShippingOptionCode } from '@skyparcel/domain/pricing';
import type { shippingOptions } from '../../schema/index';

export type ShippingOptionSeed = typeof shippingOptions.$inferInsert & {
  /** Flat fee per warehouse code in its minor units; INS has none (priced by declared value). */
  fees: Record<string, number>;
};

/** The first fees take effect on this date; an operator adds a row from a later date to change one. */
export const FIRST_PRICE_DATE = new Date('2026-01-01T00:00:00.000Z');

/** The shipping preferences of spec section 3, with their fees per warehouse (decision 034). */
export const SHIPPING_OPTIONS: (ShippingOptionSeed & { code: ShippingOptionCode })[] = [
  {
    code: 'INS',
    sortOrder: 1,
    name: {
      'en-US': 'Insurance (extended liability)',
      no: 'Forsikring (utvidet ansvar)',
      fr: 'Assurance (responsabilité étendue)',
      'ar-AE': 'التأمين (مسؤولية ممتدة)',
    },
    description: {
      'en-US': 'Covers the declared value above the USD 100 / GBP 75 included in every shipment.',
      no: 'Dekker den oppgitte verdien over USD 100 / GBP 75 som er inkludert i hver forsendelse.',
      fr: 'Couvre la valeur déclarée au-delà des 100 USD / 75 GBP inclus dans chaque envoi.',
      'ar-AE':
        'يغطي القيمة المصرح بها فوق 100 دولار أمريكي / 75 جنيهًا إسترلينيًا المشمولة في كل شحنة.',
    },
    fees: {},
  },
  {
    code: 'LPH',
    sortOrder: 2,
    name: {
      'en-US': 'Photos of the contents',
      no: 'Bilder av innholdet',
      fr: 'Photos du contenu',
      'ar-AE': 'صور المحتويات',
    },
    description: {
      'en-US': 'We photograph the items before we pack the shipment.',
      no: 'Vi tar bilder av varene før vi pakker forsendelsen.',
      fr: 'Nous photographions les articles avant d’emballer l’envoi.',
      'ar-AE': 'نصوّر الأصناف قبل تغليف الشحنة.',
    },
    fees: { 'US-DE': 300, 'GB-LON': 250, 'AE-DXB': 1_100 },
  },
  {
    code: 'DSB',
    sortOrder: 3,
    name: {
      'en-US': 'Discard shoe boxes',
      no: 'Kast skoesker',
      fr: 'Jeter les boîtes à chaussures',
      'ar-AE': 'التخلص من علب الأحذية',
    },
    description: {
      'en-US': 'Shoes travel without their boxes, which lowers the volumetric weight.',
      no: 'Skoene sendes uten eskene, noe som senker volumvekten.',
      fr: 'Les chaussures voyagent sans leur boîte, ce qui réduit le poids volumétrique.',
      'ar-AE': 'تُشحن الأحذية من دون علبها، مما يقلل الوزن الحجمي.',
    },
    fees: { 'US-DE': 100, 'GB-LON': 100, 'AE-DXB': 400 },
  },
  {
    code: 'FRG',
    sortOrder: 4,
    name: {
      'en-US': 'Fragile stickers',
      no: 'Skjørt-merker',
      fr: 'Étiquettes « fragile »',
      'ar-AE': 'ملصقات «قابل للكسر»',
    },
    description: {
      'en-US': 'Fragile stickers on every side of the box.',
      no: 'Skjørt-merker på alle sider av esken.',
      fr: 'Des étiquettes « fragile » sur chaque face du carton.',
      'ar-AE': 'ملصقات «قابل للكسر» على كل جوانب الصندوق.',
    },
    fees: { 'US-DE': 200, 'GB-LON': 150, 'AE-DXB': 700 },
  },
  {
    code: 'EPK',
    sortOrder: 5,
    name: {
      'en-US': 'Extra packing',
      no: 'Ekstra emballasje',
      fr: 'Emballage renforcé',
      'ar-AE': 'تغليف إضافي',
    },
    description: {
      'en-US': 'Bubble wrap and extra padding around the items.',
      no: 'Bobleplast og ekstra polstring rundt varene.',
      fr: 'Papier bulle et rembourrage supplémentaire autour des articles.',
      'ar-AE': 'غلاف فقاعي وحشوة إضافية حول الأصناف.',
    },
    fees: { 'US-DE': 500, 'GB-LON': 400, 'AE-DXB': 1_800 },
  },
  {
    code: 'ORB',
    sortOrder: 6,
    name: {
      'en-US': 'Original boxes',
      no: 'Originalesker',
      fr: 'Cartons d’origine',
      'ar-AE': 'الصناديق الأصلية',
    },
    description: {
      'en-US': 'Items stay in the boxes the shops sent them in.',
      no: 'Varene blir i eskene butikkene sendte dem i.',
      fr: 'Les articles restent dans les cartons envoyés par les boutiques.',
      'ar-AE': 'تبقى الأصناف في الصناديق التي أرسلتها بها المتاجر.',
    },
    fees: { 'US-DE': 0, 'GB-LON': 0, 'AE-DXB': 0 },
  },
];
