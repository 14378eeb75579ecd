import type { additionalServices } from '../../schema/index';

export type AdditionalServiceSeed = typeof additionalServices.$inferInsert & {
  /** Price per warehouse code, in that warehouse's minor units. */
  prices: Record<string, number>;
};

/** Services a customer can ask for on a package before shipping (issue 4), charged on the shipment. */
export const ADDITIONAL_SERVICES: AdditionalServiceSeed[] = [
  {
    code: 'XPH',
    sortOrder: 1,
    name: {
      'en-US': 'Extra photos',
      no: 'Ekstra bilder',
      fr: 'Photos supplémentaires',
      'ar-AE': 'صور إضافية',
    },
    description: {
      'en-US': 'Five more photos of the package and its contents.',
      no: 'Fem bilder til av pakken og innholdet.',
      fr: 'Cinq photos de plus du colis et de son contenu.',
      'ar-AE': 'خمس صور إضافية للطرد ومحتوياته.',
    },
    prices: { 'US-DE': 500, 'GB-LON': 400, 'AE-DXB': 1800 },
  },
  {
    code: 'RPK',
    sortOrder: 2,
    name: {
      'en-US': 'Repacking',
      no: 'Ompakking',
      fr: 'Réemballage',
      'ar-AE': 'إعادة التغليف',
    },
    description: {
      'en-US': 'We move the contents into a smaller, sturdy box to lower the volumetric weight.',
      no: 'Vi flytter innholdet til en mindre, solid eske for å senke volumvekten.',
      fr: 'Nous plaçons le contenu dans un carton plus petit et solide pour réduire le poids volumétrique.',
      'ar-AE': 'ننقل المحتويات إلى صندوق أصغر ومتين لتقليل الوزن الحجمي.',
    },
    prices: { 'US-DE': 800, 'GB-LON': 650, 'AE-DXB': 2900 },
  },
  {
    code: 'CHK',
    sortOrder: 3,
    name: {
      'en-US': 'Content check',
      no: 'Innholdskontroll',
      fr: 'Vérification du contenu',
      'ar-AE': 'فحص المحتويات',
    },
    description: {
      'en-US': 'We open the package and check the items against your order.',
      no: 'Vi åpner pakken og kontrollerer varene mot bestillingen din.',
      fr: 'Nous ouvrons le colis et vérifions les articles par rapport à votre commande.',
      'ar-AE': 'نفتح الطرد ونتحقق من الأصناف مقارنة بطلبك.',
    },
    prices: { 'US-DE': 600, 'GB-LON': 500, 'AE-DXB': 2200 },
  },
];
