import type { productTypes } from '../../schema/index';

export type ProductTypeSeed = typeof productTypes.$inferInsert;

/** What a declared package line can be (spec section 3: product types in user state). */
export const PRODUCT_TYPES: ProductTypeSeed[] = [
  {
    code: 'electronics',
    name: { 'en-US': 'Electronics', no: 'Elektronikk', fr: 'Électronique', 'ar-AE': 'إلكترونيات' },
  },
  {
    code: 'mobile_phones',
    name: {
      'en-US': 'Mobile phones and accessories',
      no: 'Mobiltelefoner og tilbehør',
      fr: 'Téléphones mobiles et accessoires',
      'ar-AE': 'الهواتف المحمولة وملحقاتها',
    },
  },
  {
    code: 'computers',
    name: {
      'en-US': 'Computers and tablets',
      no: 'Datamaskiner og nettbrett',
      fr: 'Ordinateurs et tablettes',
      'ar-AE': 'أجهزة الكمبيوتر والأجهزة اللوحية',
    },
  },
  {
    code: 'clothing',
    name: { 'en-US': 'Clothing', no: 'Klær', fr: 'Vêtements', 'ar-AE': 'ملابس' },
  },
  {
    code: 'shoes',
    name: { 'en-US': 'Shoes', no: 'Sko', fr: 'Chaussures', 'ar-AE': 'أحذية' },
  },
  {
    code: 'bags_accessories',
    name: {
      'en-US': 'Bags and accessories',
      no: 'Vesker og tilbehør',
      fr: 'Sacs et accessoires',
      'ar-AE': 'حقائب وإكسسوارات',
    },
  },
  {
    code: 'watches_jewelry',
    name: {
      'en-US': 'Watches and jewelry',
      no: 'Klokker og smykker',
      fr: 'Montres et bijoux',
      'ar-AE': 'ساعات ومجوهرات',
    },
  },
  {
    code: 'beauty',
    name: {
      'en-US': 'Beauty and personal care',
      no: 'Skjønnhet og personlig pleie',
      fr: 'Beauté et soins personnels',
      'ar-AE': 'منتجات التجميل والعناية الشخصية',
    },
  },
  {
    code: 'health_supplements',
    name: {
      'en-US': 'Vitamins and supplements',
      no: 'Vitaminer og kosttilskudd',
      fr: 'Vitamines et compléments alimentaires',
      'ar-AE': 'الفيتامينات والمكملات الغذائية',
    },
  },
  {
    code: 'books',
    name: {
      'en-US': 'Books and media',
      no: 'Bøker og medier',
      fr: 'Livres et médias',
      'ar-AE': 'الكتب والوسائط',
    },
  },
  {
    code: 'toys_games',
    name: {
      'en-US': 'Toys and games',
      no: 'Leker og spill',
      fr: 'Jouets et jeux',
      'ar-AE': 'ألعاب الأطفال والألعاب الترفيهية',
    },
  },
  {
    code: 'home_kitchen',
    name: {
      'en-US': 'Home and kitchen',
      no: 'Hjem og kjøkken',
      fr: 'Maison et cuisine',
      'ar-AE': 'المنزل والمطبخ',
    },
  },
  {
    code: 'sports_outdoors',
    name: {
      'en-US': 'Sports and outdoors',
      no: 'Sport og friluftsliv',
      fr: 'Sports et plein air',
      'ar-AE': 'الرياضة والأنشطة الخارجية',
    },
  },
  {
    code: 'auto_parts',
    name: {
      'en-US': 'Auto parts',
      no: 'Bildeler',
      fr: 'Pièces automobiles',
      'ar-AE': 'قطع غيار السيارات',
    },
  },
].map((productType, index) => ({ ...productType, sortOrder: index + 1 }));
